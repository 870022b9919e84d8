// An order's version, as webhook deliveries carry it: the number of status changes the order has had
// (its creation counts as the first). A change counts itself in the transaction that holds the order's
// row lock, after writing its own event, so two changes of one order never share a version and a later
// change always has a higher one. Receivers apply an event only when its version is above the one they
// hold: deliveries may arrive out of order or more than once.
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/executor';
import { rowsOf } from '@/server/db/executor';

const EVENTS = { flight: sql.raw('flight_order_events'), train: sql.raw('train_order_events') };

export async function orderVersionOf(db: Executor, kind: keyof typeof EVENTS, orderId: number): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`SELECT count(*) AS n FROM ${EVENTS[kind]} WHERE order_id = ${orderId} AND kind = 'transition'`),
  );
  return Number(row?.n ?? 0);
}

/** What a webhook says of an order after its event: enough to act on without reading the order again. */
export interface WebhookOrderState {
  status: string;
  paymentStatus: string;
  currency: string;
  /** Minor units of the currency. */
  totalAmount: number;
  pnr?: string | null;
}

export function flightOrderState(order: {
  status: string;
  paymentStatus: string;
  currency: string;
  totalAmount: number;
  pnr: string | null;
}): WebhookOrderState {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    totalAmount: order.totalAmount,
    pnr: order.pnr,
  };
}

export function trainOrderState(order: {
  status: string;
  paymentStatus: string;
  currency: string;
  totalAmount: number;
}): WebhookOrderState {
  return { status: order.status, paymentStatus: order.paymentStatus, currency: order.currency, totalAmount: order.totalAmount };
}
