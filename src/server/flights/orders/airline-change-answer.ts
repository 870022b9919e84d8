// The agency's answer to a real supplier's airline change, told to the supplier (Duffel: accept the
// change, or mark the order cancelled). Apart from disruptions.ts, which calls it before recording
// the decision, so a supplier that cannot be told leaves the disruption pending.
import { eq } from 'drizzle-orm';
import { flightDisruptions, flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { SupplierError } from '../suppliers/types';
import type { OrdersContext } from './context';

/**
 * Tells the supplier the agency's answer to its change: accepted, or (a refund asked) the order
 * cancelled. A change asked instead is carried out later by the change order itself. Disruptions
 * of simulated suppliers need no call.
 */
export async function answerAtSupplier(ctx: OrdersContext, disruptionId: number, decision: 'accept' | 'refund' | 'change'): Promise<void> {
  if (decision === 'change') return;
  const [row] = await ctx.db
    .select({ supplier: flightDisruptions.supplier, eventRef: flightDisruptions.eventRef, supplierRef: flightOrders.supplierRef })
    .from(flightDisruptions)
    .innerJoin(flightOrders, eq(flightOrders.id, flightDisruptions.orderId))
    .where(eq(flightDisruptions.id, disruptionId));
  if (!row) return;
  const supplier = await ctx.shopping.supplier(row.supplier);
  if (!supplier?.answerAirlineChange) return;
  try {
    await supplier.answerAirlineChange(row.supplierRef, row.eventRef, decision === 'accept' ? 'accepted' : 'cancelled');
  } catch (error) {
    if (error instanceof SupplierError) throw new ApiError('SUPPLIER_UNAVAILABLE');
    throw error;
  }
}
