// Registers the flight areas: airport lookup, shopping (search, price check, PNR) and booking.
import type { FastifyInstance } from 'fastify';
import { airportRoutes } from '../airports/routes';
import type { Db } from '../db/client';
import { ShoppingContext, type ShoppingOptions } from '../shopping/context';
import { shoppingRoutes } from '../shopping/routes';
import { simulatedSuppliers } from '../suppliers/registry';
import { flightOrderRoutes, type OrderAppOptions } from '../orders/register';
import { flightBookingRoutes } from './routes';

export type FlightOptions = Partial<ShoppingOptions> & { orders?: OrderAppOptions };

export async function flightRoutes(app: FastifyInstance, db: Db, options: FlightOptions = {}): Promise<ShoppingContext> {
  const ctx = new ShoppingContext(db, { suppliers: options.suppliers ?? simulatedSuppliers(), verifyTimeoutMs: options.verifyTimeoutMs, now: options.now });
  // Start loading the airport directory (and building the suppliers) once the app is ready, without
  // holding start-up: the first search waits for it only if it comes very early.
  app.addHook('onReady', async () => { void ctx.suppliers().catch(() => {}); });
  await airportRoutes(app, db);
  await shoppingRoutes(app, ctx);
  await flightBookingRoutes(app, ctx);
  await flightOrderRoutes(app, db, ctx, options.orders);
  return ctx;
}
