// Registers the flight order lifecycle: its job definitions (on the server's shared job queue, whose
// workers run only once the server listens: inject-only tests run jobs through ctx.jobs.runUntilIdle()),
// and its routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { ShoppingContext } from '../shopping/context';
import { OrdersContext, type OrdersOptions } from './context';
import { followUp, scheduleWork } from './follow-ups';
import { payOrder } from './actions';
import { defineOrderJobs } from './jobs';
import { FLIGHT_PAYABLES, lockOrderOf, orderPaid } from './order-payment';
import { disruptionRoutes } from './disruption-routes';
import { simulateDisruptions } from './disruptions';
import { reviewRoutes } from './review-routes';
import { orderRoutes } from './routes';

export type OrderAppOptions = OrdersOptions;

const DISRUPTION_SCAN_MS = 30 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersContext;
  }
}

export async function flightOrderRoutes(app: FastifyInstance, db: Db, shopping: ShoppingContext, options: OrderAppOptions = {}): Promise<OrdersContext> {
  const ctx = new OrdersContext(db, shopping, app.jobs, options);
  ctx.followUp = followUp;
  defineOrderJobs(ctx);
  // New orders (issue 5's booking) get their jobs in the booking's transaction.
  shopping.orderCreated = (tx, order) => scheduleWork(tx, ctx, order);
  shopping.payNewOrder = (tx, identity, order) => payOrder(tx, ctx, identity, order, undefined, true);
  // Orders move with their payments, however they are paid (wallet or gateway).
  app.paymentOwners.register(FLIGHT_PAYABLES, orderPaid(ctx), lockOrderOf);
  app.decorate('orders', ctx);
  // The simulated suppliers announce schedule changes now and then (only on a listening server).
  let disruptionTimer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    if (!app.jobWorkers) return;
    const scan = () => simulateDisruptions(ctx).catch((error: unknown) => app.log.error({ err: error }, 'disruption simulator failed'));
    disruptionTimer = setInterval(scan, DISRUPTION_SCAN_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(disruptionTimer);
  });
  await orderRoutes(app, ctx);
  await reviewRoutes(app, ctx);
  await disruptionRoutes(app, ctx);
  return ctx;
}
