// Which real payment providers are configured, from the environment. A provider is on only when
// every secret it needs is set; without any, every channel stays on the sandbox (npm start and
// npm test need no account anywhere).
import type { PaymentProvider } from './provider';
import { readChannelRules, type ChannelRules } from './channel-rules';
import { stripeProvider, type StripeConfig } from './stripe';
import { alipayProvider, type AlipayConfig } from './alipay/alipay';
import { airwallexProvider, type AirwallexConfig } from './airwallex/airwallex';
import { readWechatPayConfig, type WechatPayConfig } from './wechat-pay/config';
import { wechatPayProvider } from './wechat-pay/provider';

export interface PaymentProvidersConfig {
  stripe?: StripeConfig;
  wechatPay?: WechatPayConfig;
  alipay?: AlipayConfig;
  airwallex?: AirwallexConfig;
  /** The sandbox's part and the card surcharges (default: sandbox on, no surcharge). */
  rules?: ChannelRules;
}

export function readPaymentProviders(env: NodeJS.ProcessEnv = process.env): PaymentProvidersConfig {
  const config: PaymentProvidersConfig = { rules: readChannelRules(env) };
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    config.stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      baseUrl: env.STRIPE_API_BASE || undefined,
    };
  }
  const wechatPay = readWechatPayConfig(env);
  if (wechatPay) config.wechatPay = wechatPay;
  if (env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY) {
    config.alipay = {
      appId: env.ALIPAY_APP_ID,
      privateKey: env.ALIPAY_PRIVATE_KEY,
      alipayPublicKey: env.ALIPAY_PUBLIC_KEY,
      gateway: env.ALIPAY_GATEWAY || undefined,
    };
  }
  if (env.AIRWALLEX_CLIENT_ID && env.AIRWALLEX_API_KEY && env.AIRWALLEX_WEBHOOK_SECRET) {
    config.airwallex = {
      clientId: env.AIRWALLEX_CLIENT_ID,
      apiKey: env.AIRWALLEX_API_KEY,
      webhookSecret: env.AIRWALLEX_WEBHOOK_SECRET,
      baseUrl: env.AIRWALLEX_BASE_URL || undefined,
    };
  }
  return config;
}

export function providersOf(config: PaymentProvidersConfig): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (config.stripe) providers.push(stripeProvider(config.stripe));
  if (config.wechatPay) providers.push(wechatPayProvider(config.wechatPay));
  if (config.alipay) providers.push(alipayProvider(config.alipay));
  if (config.airwallex) providers.push(airwallexProvider(config.airwallex));
  return providers;
}
