// The money each transition moves (the table's MoneyEffect), always through the wallet's payment
// module and inside the transition's transaction. Orders find their payment by order number.
import { sql } from 'drizzle-orm';
import type { MoneyEffect } from '../../domain/orders/flight-order-status';
import type { flightOrders } from '../db/schema';
import { ApiError } from '../http/api-error';
import { rowsOf, type Executor, type Tx } from '../wallet/executor';
import { capturePayment, holdPayment, refundPayment, releasePayment, withdrawPayable } from '../wallet/payments';

type OrderRow = typeof flightOrders.$inferSelect;

export interface OrderPaymentRow {
  id: number;
  status: string;
  amount: number;
  refunded: number;
  channel: string | null;
}

/** The order's latest full payment (any state), or null. */
export async function paymentOfOrder(db: Executor, orderNo: string): Promise<OrderPaymentRow | null> {
  const [row] = rowsOf<{ id: string; status: string; amount: string; refunded_amount: string; channel: string | null }>(
    await db.execute(sql`SELECT id, status, amount, refunded_amount, channel FROM payments WHERE order_ref = ${orderNo} AND part = 'full' ORDER BY id DESC LIMIT 1`),
  );
  return row ? { id: Number(row.id), status: row.status, amount: Number(row.amount), refunded: Number(row.refunded_amount), channel: row.channel } : null;
}

/** What a refund or void order gives back (its quote's total refundable). */
export function refundTotal(order: OrderRow): number {
  const quote = order.quote ?? {};
  return Math.max(0, Math.trunc(quote.totalRefundable ?? 0));
}

export async function applyMoney(tx: Tx, effect: MoneyEffect, order: OrderRow, origin: OrderRow | null, userId: number | null): Promise<void> {
  if (effect === 'none') return;
  const payment = await paymentOfOrder(tx, order.orderNo);
  switch (effect) {
    case 'hold':
      if (!payment || payment.status !== 'unpaid') throw new ApiError('ORDER_ALREADY_PAID');
      await holdPayment(tx, payment.id, { createdBy: userId });
      return;
    case 'capture':
      // A change with nothing to pay has no payment.
      if (payment?.status === 'held') await capturePayment(tx, payment.id);
      return;
    case 'release':
      if (payment?.status === 'held') await releasePayment(tx, payment.id, `${order.orderNo} not fulfilled`);
      return;
    case 'drop_payable':
      if (payment?.status === 'unpaid') await withdrawPayable(tx, payment.id, `${order.orderNo} ${order.status}`);
      return;
    case 'refund':
    case 'void_refund': {
      if (!origin) throw new Error(`${order.orderNo}: an after-sale order without its origin`);
      const amount = refundTotal(order);
      if (amount === 0) return;
      const paid = await paymentOfOrder(tx, origin.orderNo);
      if (!paid || paid.status !== 'paid') throw new ApiError('REFUND_EXCEEDS_PAYMENT', { left: 0 });
      await refundPayment(tx, {
        paymentId: paid.id, amount, kind: effect === 'refund' ? 'refund' : 'void', reason: `${order.orderNo} ${effect === 'refund' ? 'refund' : 'void'} of ${origin.orderNo}`, createdBy: userId,
      });
    }
  }
}
