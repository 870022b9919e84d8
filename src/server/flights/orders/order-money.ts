// The money each transition moves (the table's MoneyEffect), always through the wallet's payment
// module and inside the transition's transaction. Orders find their payment by order number.
import { sql } from 'drizzle-orm';
import type { MoneyEffect } from '@/domain/flights/flight-order-status';
import type { flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { rowsOf, type Executor, type Tx } from '@/server/db/executor';
import {
  capturePayment,
  holdPayment,
  paymentById,
  refundPayment,
  releasePayment,
  requestPayment,
  withdrawPayable,
} from '../../wallet/payments';

type OrderRow = typeof flightOrders.$inferSelect;

export interface OrderPaymentRow {
  id: number;
  status: string;
  amount: number;
  refunded: number;
  channel: string | null;
  /** A card channel's surcharge charged with the amount (0 for none). */
  surcharge: number;
}

/** The order's latest full payment (any state), or null. */
export async function paymentOfOrder(db: Executor, orderNo: string): Promise<OrderPaymentRow | null> {
  const [row] = rowsOf<{ id: string; status: string; amount: string; refunded_amount: string; channel: string | null; surcharge: string }>(
    await db.execute(
      sql`SELECT id, status, amount, refunded_amount, channel, surcharge FROM payments WHERE order_ref = ${orderNo} AND part = 'full' ORDER BY id DESC LIMIT 1`,
    ),
  );
  return row
    ? {
        id: Number(row.id),
        status: row.status,
        amount: Number(row.amount),
        refunded: Number(row.refunded_amount),
        channel: row.channel,
        surcharge: Number(row.surcharge),
      }
    : null;
}

/** Paid through a payment gateway: the money is already posted (no hold to capture or release). */
export function paidThroughGateway(payment: OrderPaymentRow | null): boolean {
  return payment?.status === 'paid' && payment.channel !== null && payment.channel !== 'balance';
}

/** What of a gateway payment has not gone back yet (0 for any other payment). */
function gatewayMoneyLeft(payment: OrderPaymentRow | null): number {
  return payment && paidThroughGateway(payment) ? payment.amount - payment.refunded : 0;
}

/** Whether an order that did not happen has money to give back: a hold, or a gateway payment not yet returned. */
export function hasMoneyToReturn(payment: OrderPaymentRow | null): boolean {
  return payment?.status === 'held' || gatewayMoneyLeft(payment) > 0;
}

/**
 * The order's payable, ready to pay: one whose gateway attempt was declined or timed out is replaced
 * by a fresh one (same amount, due by the order's own deadline), so the agency can try again.
 */
export async function renewedPayable(tx: Tx, order: OrderRow): Promise<OrderPaymentRow | null> {
  const latest = await paymentOfOrder(tx, order.orderNo);
  if (!latest || (latest.status !== 'failed' && latest.status !== 'expired')) return latest;
  const spent = await paymentById(tx, latest.id);
  await requestPayment(tx, {
    agencyId: spent.agencyId,
    orderRef: spent.orderRef,
    amount: spent.amount,
    currency: spent.currency,
    businessType: spent.businessType,
    invoiceType: spent.invoiceType ?? undefined,
    description: spent.description ?? undefined,
    payBefore: order.payBefore,
  });
  return paymentOfOrder(tx, order.orderNo);
}

/** What a refund or void order gives back (its quote's total refundable). */
export function refundTotal(order: OrderRow): number {
  const quote = order.quote ?? {};
  return Math.max(0, Math.trunc(quote.totalRefundable ?? 0));
}

export async function applyMoney(
  tx: Tx,
  effect: MoneyEffect,
  order: OrderRow,
  origin: OrderRow | null,
  userId: number | null,
): Promise<void> {
  if (effect === 'none') return;
  const payment = await paymentOfOrder(tx, order.orderNo);
  switch (effect) {
    case 'hold':
      // Paid already, by the call that moves the order (the generic pay call, a gateway's notice).
      if (payment?.status === 'held' || paidThroughGateway(payment)) return;
      if (payment?.status === 'awaiting') throw new ApiError('PAYMENT_IN_PROGRESS');
      if (!payment || payment.status !== 'unpaid') throw new ApiError('ORDER_ALREADY_PAID');
      await holdPayment(tx, payment.id, { createdBy: userId });
      return;
    case 'capture':
      // A change with nothing to pay has no payment.
      if (payment?.status === 'held') await capturePayment(tx, payment.id);
      return;
    case 'release':
      if (payment?.status === 'held') await releasePayment(tx, payment.id, `${order.orderNo} not fulfilled`);
      // Gateway money was posted on arrival: it goes back to the wallet it came through.
      else if (payment && gatewayMoneyLeft(payment) > 0) {
        await refundPayment(tx, {
          paymentId: payment.id,
          amount: gatewayMoneyLeft(payment),
          kind: 'reimbursement',
          reason: `${order.orderNo} not fulfilled`,
          createdBy: userId,
        });
      }
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
        paymentId: paid.id,
        amount,
        kind: effect === 'refund' ? 'refund' : 'void',
        reason: `${order.orderNo} ${effect === 'refund' ? 'refund' : 'void'} of ${origin.orderNo}`,
        createdBy: userId,
      });
    }
  }
}
