// The supplier's own change offer a change order was asked with: kept with the change search's
// results (by option id), read again when the change is carried out at the supplier.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/executor';
import { flightSearchResults } from '../../db/schema';
import type { SupplierOffer } from '../suppliers/types';
import type { OrderRow } from './order-row';

/** The chosen offer, or null for a change priced by staff (one asked from a schedule change). */
export async function chosenChangeOffer(db: Executor, order: OrderRow): Promise<SupplierOffer | null> {
  const optionId = (order.request as { optionId?: unknown } | null)?.optionId;
  if (typeof optionId !== 'string') return null;
  const [searchId] = optionId.split(':');
  const [row] = await db
    .select({ sources: flightSearchResults.sourceOffers })
    .from(flightSearchResults)
    .where(and(eq(flightSearchResults.searchId, searchId ?? ''), eq(flightSearchResults.supplier, order.supplier)));
  return (row?.sources as Record<string, SupplierOffer> | null | undefined)?.[optionId] ?? null;
}
