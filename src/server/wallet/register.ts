// Sets up the money area on the application: the payment gateway (the sandbox here, with its hosted
// page), the registry of payment owners other areas join, and the background money jobs. Its API
// routes are plugins that app.ts mounts under their prefixes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineMoneyJobs } from './jobs';
import type { PaymentGateway } from './gateway/gateway';
import { sandboxGateway, sandboxGatewayRoutes } from './gateway/sandbox';
import { decoratePaymentOwners, type PaymentOwners } from './payment-owners';
import { observedAdapter } from '../metrics/observed-adapter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (the sandbox here), for areas that start payments of their own. */
    paymentGateway: PaymentGateway;
  }
}

export interface Money {
  gateway: PaymentGateway;
  owners: PaymentOwners;
}

export async function setUpMoney(app: FastifyInstance, db: Db): Promise<Money> {
  // Observed (metrics, spans, its state for staff) whichever provider it is.
  const gateway = observedAdapter('payment', 'sandbox', sandboxGateway());
  app.decorate('paymentGateway', gateway);
  const owners = decoratePaymentOwners(app);
  await sandboxGatewayRoutes(app);
  defineMoneyJobs(app, db);
  return { gateway, owners };
}
