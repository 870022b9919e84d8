// The money area's HTTP routes: wallet (top-up, credit, balance), transactions, statements,
// exchange rates, payments and the sandbox payment gateway.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { defineMoneyJobs } from './jobs';
import type { PaymentGateway } from './gateway/gateway';
import { sandboxGateway, sandboxGatewayRoutes } from './gateway/sandbox';
import { decoratePaymentOwners } from './payment-owners';
import { paymentRoutes } from './payment-routes';
import { rateRoutes } from './rate-routes';
import { statementRoutes } from './statement-routes';
import { transactionRoutes } from './transaction-routes';
import { walletBalanceRoutes } from './wallet-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (the sandbox here), for areas that start payments of their own. */
    paymentGateway: PaymentGateway;
  }
}

export interface MoneyContext {
  db: Db;
  mailer: Mailer;
}

export async function walletRoutes(app: FastifyInstance, ctx: MoneyContext) {
  await walletBalanceRoutes(app, ctx);
  await transactionRoutes(app, ctx.db);
  await statementRoutes(app, ctx.db);
  await rateRoutes(app, ctx.db);
  const gateway = sandboxGateway();
  app.decorate('paymentGateway', gateway);
  await paymentRoutes(app, { db: ctx.db, gateway, owners: decoratePaymentOwners(app) });
  await sandboxGatewayRoutes(app);
  defineMoneyJobs(app, ctx.db);
}
