// Sets up the flight order lifecycle: its job definitions, on the server's shared job queue (whose
// workers run only once the server listens: inject-only tests run jobs through ctx.jobs.runUntilIdle()).
// Its routes are plugins that app.ts mounts under their prefixes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ShoppingContext } from '../shopping/context';
import { OrdersContext, type OrdersOptions } from './context';
import { followUp } from './follow-ups';
import { defineOrderJobs } from './jobs';
import { FLIGHT_PAYABLES, lockOrderOf, orderPaid } from './order-payment';
import { simulateDisruptions } from './disruptions';
import { definePeriodic } from '../../jobs/periodic';

export type OrderAppOptions = OrdersOptions;

const DISRUPTION_SCAN_SECONDS = 30 * 60;
const DISRUPTION_JOB = 'flight-disruption-scan';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersContext;
  }
}

export function setUpOrders(app: FastifyInstance, db: Db, shopping: ShoppingContext, options: OrderAppOptions = {}): OrdersContext {
  const ctx = new OrdersContext(db, shopping, app.jobs, followUp, options);
  defineOrderJobs(ctx);
  // Orders move with their payments, however they are paid (wallet or gateway).
  app.paymentOwners.register(FLIGHT_PAYABLES, orderPaid(ctx), lockOrderOf);
  app.decorate('orders', ctx);
  // The simulated suppliers announce schedule changes now and then: a periodic job, so however
  // many server processes run, one scan happens per period.
  definePeriodic(app, { name: DISRUPTION_JOB, everySeconds: DISRUPTION_SCAN_SECONDS, run: () => simulateDisruptions(ctx) });
  return ctx;
}
