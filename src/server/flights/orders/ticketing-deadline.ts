// When an order is paid (enters proceeding), its ticketing deadline is fixed from the agency's
// ticketing-speed plan as it is at that moment; a later change of plan does not move paid orders.
// The first departure is a local time at its airport, turned into an instant with that airport's zone.
import { eq } from 'drizzle-orm';
import { ticketingDeadline } from '@/domain/flights/ticketing-speed';
import type { Journey } from '@/domain/flights/shopping';
import { readAgencySettings } from '../../agencies/settings';
import { airports, flightOrders } from '../../db/schema';
import type { Tx } from '@/server/db/executor';
import { instantOf } from '../suppliers/time-zones';
import type { OrderRow } from './order-row';

async function firstDeparture(tx: Tx, order: OrderRow): Promise<Date | null> {
  const first = (order.itinerary as Journey[] | null)?.[0]?.segments[0];
  if (!first) return null;
  const [airport] = await tx.select({ timeZone: airports.timeZone }).from(airports).where(eq(airports.code, first.origin));
  return new Date(airport ? instantOf(first.departure, airport.timeZone) : Date.parse(`${first.departure}:00Z`));
}

export async function fixTicketingDeadline(tx: Tx, order: OrderRow, paidAt: Date): Promise<void> {
  const settings = await readAgencySettings(tx, order.agencyId);
  if (!settings) return;
  const deadline = ticketingDeadline(settings.flight.ticketingSpeed, paidAt, await firstDeparture(tx, order));
  await tx.update(flightOrders).set({ ticketingDeadline: deadline }).where(eq(flightOrders.id, order.id));
}
