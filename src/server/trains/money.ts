// The money side of a train order's transition, through the wallet's payment module. The origin's
// payable is its booking (business type train_origin); a change to a dearer train is a payable of
// the change order (train_change). Refunds and a cheaper train's difference go back from what the
// origin's tickets were paid with: the origin's payment first, then its changes' payments.
import { and, eq, inArray } from 'drizzle-orm';
import type { TrainMoneyEffect } from '@/domain/trains/order-status';
import { trainOrders } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from '@/server/db/executor';
import { paymentOfOrder } from '../flights/orders/order-money';
import { capturePayment, holdPayment, refundPayment, releasePayment, withdrawPayable } from '../wallet/payments';
import type { TrainOrderRow } from './order-row';

/**
 * Credits `amount` back from the payments of the origin and its changes, oldest first. A cheaper
 * change's difference is booked as a change credit (train_change), not as a refund of the origin.
 */
async function giveBack(
  tx: Tx,
  origin: TrainOrderRow,
  amount: number,
  reason: string,
  userId: number | null,
  businessType?: 'train_change',
): Promise<void> {
  const changes = await tx
    .select({ orderNo: trainOrders.orderNo })
    .from(trainOrders)
    .where(and(eq(trainOrders.originOrderId, origin.id), eq(trainOrders.type, 'change'), inArray(trainOrders.status, ['changed'])))
    .orderBy(trainOrders.id);
  let left = amount;
  for (const ref of [origin.orderNo, ...changes.map((c) => c.orderNo)]) {
    if (left === 0) break;
    const paid = await paymentOfOrder(tx, ref);
    if (!paid || paid.status !== 'paid') continue;
    const take = Math.min(left, paid.amount - paid.refunded);
    if (take <= 0) continue;
    await refundPayment(tx, { paymentId: paid.id, amount: take, kind: 'refund', businessType, reason, createdBy: userId });
    left -= take;
  }
  if (left > 0) throw new ApiError('REFUND_EXCEEDS_PAYMENT', { left: 0 });
}

export async function applyTrainMoney(
  tx: Tx,
  effect: TrainMoneyEffect,
  order: TrainOrderRow,
  origin: TrainOrderRow | null,
  userId: number | null,
): Promise<void> {
  if (effect === 'none') return;
  const payment = await paymentOfOrder(tx, order.orderNo);
  switch (effect) {
    case 'hold':
      if (payment?.status === 'held') return;
      if (!payment || payment.status !== 'unpaid') throw new ApiError('ORDER_ALREADY_PAID');
      await holdPayment(tx, payment.id, { createdBy: userId });
      return;
    case 'capture':
      if (payment?.status === 'held') await capturePayment(tx, payment.id);
      return;
    case 'release':
      if (payment?.status === 'held') await releasePayment(tx, payment.id, `${order.orderNo} not fulfilled`);
      return;
    case 'drop_payable':
      if (payment?.status === 'unpaid') await withdrawPayable(tx, payment.id, `${order.orderNo} ${order.status}`);
      return;
    case 'refund': {
      if (!origin) throw new Error(`${order.orderNo}: a refund without its origin`);
      const amount = Math.max(0, Math.trunc(order.quote?.refundable ?? 0));
      if (amount > 0) await giveBack(tx, origin, amount, `${order.orderNo} refund of ${origin.orderNo}`, userId);
      return;
    }
    case 'settle_change': {
      if (!origin) throw new Error(`${order.orderNo}: a change without its origin`);
      const difference = Math.trunc(order.quote?.difference ?? 0);
      if (difference > 0 && payment?.status === 'held') await capturePayment(tx, payment.id);
      if (difference < 0)
        await giveBack(tx, origin, -difference, `${order.orderNo} change of ${origin.orderNo}: cheaper train`, userId, 'train_change');
    }
  }
}
