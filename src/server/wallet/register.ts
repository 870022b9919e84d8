// Sets up the money area on the application: the payment gateway (each channel's real provider
// when one is configured, else the sandbox with its hosted page), the registry of payment owners
// other areas join, and the background money jobs. Its API routes are plugins that app.ts mounts
// under their prefixes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineMoneyJobs } from './jobs';
import type { PaymentGateway } from './gateway/gateway';
import { providersOf, readPaymentProviders, type PaymentProvidersConfig } from './gateway/provider-config';
import { routedGateway, type RoutedGateway } from './gateway/routed';
import { sandboxGateway, sandboxGatewayRoutes } from './gateway/sandbox';
import { decoratePaymentOwners, type PaymentOwners } from './payment-owners';
import { observedAdapter } from '../metrics/observed-adapter';
import { providerCheckoutRoute } from './provider-checkout-route';
import { wechatPayPageRoute } from './gateway/wechat-pay/qr-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter, for areas that start payments of their own. */
    paymentGateway: PaymentGateway;
    /** The same gateway with its real providers, for the money jobs and staff's channel list. */
    paymentRouting: RoutedGateway;
  }
}

export interface Money {
  gateway: PaymentGateway;
  routing: RoutedGateway;
  owners: PaymentOwners;
}

/** `providers`: the real providers' settings (default: from the environment). */
export async function setUpMoney(app: FastifyInstance, db: Db, providers: PaymentProvidersConfig = readPaymentProviders()): Promise<Money> {
  const routing = routedGateway(sandboxGateway(), providersOf(providers), providers.rules);
  // Observed (metrics, spans, its state for staff) whichever provider it is.
  const gateway: PaymentGateway = observedAdapter('payment', 'gateway', routing);
  app.decorate('paymentGateway', gateway);
  app.decorate('paymentRouting', routing);
  const owners = decoratePaymentOwners(app);
  await sandboxGatewayRoutes(app);
  await app.register(providerCheckoutRoute, { db, gateway: routing });
  await app.register(wechatPayPageRoute, { db, gateway: routing });
  defineMoneyJobs(app, db, routing);
  return { gateway, routing, owners };
}
