// Which real payment providers are configured, from the environment. A provider is on only when
// every secret it needs is set; without any, every channel stays on the sandbox (npm start and
// npm test need no account anywhere).
import type { PaymentProvider } from './provider';
import { stripeProvider, type StripeConfig } from './stripe';

export interface PaymentProvidersConfig {
  stripe?: StripeConfig;
}

export function readPaymentProviders(env: NodeJS.ProcessEnv = process.env): PaymentProvidersConfig {
  const config: PaymentProvidersConfig = {};
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    config.stripe = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, baseUrl: env.STRIPE_API_BASE || undefined };
  }
  return config;
}

export function providersOf(config: PaymentProvidersConfig): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (config.stripe) providers.push(stripeProvider(config.stripe));
  return providers;
}
