// Sets up flight shopping on the application: the suppliers and search context every flight area
// shares, warmed once the app is ready and drained when it closes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { ShoppingContext, type ShoppingOptions } from './shopping/context';
import { configuredSuppliers } from './suppliers/registry';
import type { OrderAppOptions } from './orders/register';

export type FlightOptions = Partial<ShoppingOptions> & { orders?: OrderAppOptions };

export function setUpShopping(app: FastifyInstance, db: Db, options: FlightOptions = {}): ShoppingContext {
  const ctx = new ShoppingContext(db, {
    suppliers: options.suppliers ?? configuredSuppliers(),
    verifyTimeoutMs: options.verifyTimeoutMs,
    now: options.now,
  });
  // Start loading the airport directory (and building the suppliers) once the app is ready, without
  // holding start-up: the first search waits for it only if it comes very early.
  app.addHook('onReady', async () => {
    void ctx.suppliers().catch(() => {});
  });
  app.addHook('onClose', async () => ctx.drain());
  return ctx;
}
