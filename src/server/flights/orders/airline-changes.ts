// Changes an airline makes to an order booked at a real supplier (Duffel's airline-initiated
// changes) become our disruptions, so the agency sees them beside the simulators' schedule changes
// and answers them the same way. The supplier's change id is the disruption's event id: a change
// delivered twice (a repeated webhook, a webhook and a later listing) is one disruption.
import { and, eq } from 'drizzle-orm';
import { flightOrders } from '../../db/schema';
import { SupplierError, type AirlineChange } from '../suppliers/types';
import type { OrdersContext } from './context';
import { emitDisruption } from './disruptions';

export type AirlineChangeResult = 'recorded' | 'duplicate' | 'unknown_order';

/**
 * Reads the order's changes from the supplier and records each one nobody answered yet. When the
 * supplier cannot be reached, the changes the caller already holds (a signed webhook's) are used.
 */
export async function recordAirlineChanges(
  ctx: OrdersContext,
  supplierCode: string,
  bookingRef: string,
  known: AirlineChange[] = [],
): Promise<AirlineChangeResult> {
  const [order] = await ctx.db
    .select({ id: flightOrders.id })
    .from(flightOrders)
    .where(and(eq(flightOrders.supplier, supplierCode), eq(flightOrders.supplierRef, bookingRef), eq(flightOrders.type, 'origin')));
  if (!order) return 'unknown_order';
  const supplier = await ctx.shopping.supplier(supplierCode);
  let changes = known;
  if (supplier?.airlineChanges) {
    try {
      changes = await supplier.airlineChanges(bookingRef);
    } catch (error) {
      if (!(error instanceof SupplierError)) throw error;
    }
  }
  let recorded = 0;
  for (const change of changes.filter((c) => c.actionTaken === null)) {
    const cancelled = change.journeys.length === 0;
    if (await emitDisruption(ctx, order.id, cancelled ? 'cancel_no_save' : 'change', change.id, cancelled ? null : change.journeys))
      recorded++;
  }
  return recorded ? 'recorded' : 'duplicate';
}
