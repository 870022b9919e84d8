// Train payables belong to their orders: paid through the generic pay call, the order moves on in
// the same transaction; its holds never expire behind the order's back (the order's own transition
// captures or releases them). A change's difference is held at request time, so only origins move.
import { eq } from 'drizzle-orm';
import { trainNote } from '@/domain/trains/history';
import { trainOrders } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from '@/server/db/executor';
import type { PaidHandler } from '../wallet/payment-owners';
import type { TrainsContext } from './context';
import { moveTrainIn } from './transition';

export const TRAIN_PAYABLES = ['train_origin', 'train_change'] as const;

export async function lockTrainOrderOf(tx: Tx, payable: { orderRef: string }): Promise<void> {
  await tx.select({ id: trainOrders.id }).from(trainOrders).where(eq(trainOrders.orderNo, payable.orderRef)).for('update');
}

export function trainOrderPaid(ctx: TrainsContext): PaidHandler {
  return async (tx, payment, settlement) => {
    const [order] = await tx.select().from(trainOrders).where(eq(trainOrders.orderNo, payment.orderRef));
    if (!order) return 'settled';
    if (order.status !== 'to_be_paid' || settlement.reference !== null) return order.status === 'changing' ? 'settled' : 'refused';
    try {
      await tx.transaction((inner) =>
        moveTrainIn(inner, ctx, {
          orderId: order.id,
          to: 'ticketing',
          actor: { kind: 'agency', userId: settlement.payerId ?? order.userId },
          expectedFrom: 'to_be_paid',
          note: trainNote('paidFromWallet'),
          set: { paymentStatus: 'paid' },
        }),
      );
      return 'settled';
    } catch (error) {
      if (error instanceof ApiError) return 'refused';
      throw error;
    }
  };
}
