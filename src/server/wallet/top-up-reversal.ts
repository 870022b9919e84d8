// Staff reverse a top-up that an agency paid through a payment channel. The money goes back out the
// way it came: for a real provider the amount is held on the wallet and a provider refund queued
// (gateway-refunds.ts posts the reversal with the provider's refund id once it answers); for the
// sandbox, which has no one to ask, the reversal is posted at once. A top-up is reversed once: the
// payment's refunded amount is claimed by a conditional update, so a second request is refused.
import { sql } from 'drizzle-orm';
import type { Identity } from '../auth/identity';
import { isPlatformStaff } from '../agencies/scope';
import { rowsOf, type Tx } from '@/server/db/executor';
import { ApiError } from '../http/api-error';
import { queueProviderRefund } from './gateway-refunds';
import { postTransfer, systemAccount } from './ledger';
import { paymentById, paymentOf, type PaymentRecord } from './payments';
import { transactionById } from './transactions';
import { TOP_UP_BUSINESS_TYPE, TOP_UP_PART } from './top-up-payment';

export interface TopUpReversal {
  payment: PaymentRecord;
  /** The provider refunding it (its answer comes later); null when the reversal was posted at once. */
  refundThrough: string | null;
}

/** `entryId`: the top-up's wallet movement, as the console lists it. */
export async function reverseTopUp(tx: Tx, identity: Identity, entryId: number, reason: string): Promise<TopUpReversal> {
  if (!isPlatformStaff(identity)) throw new ApiError('TOP_UP_NOT_ALLOWED');
  const movement = await transactionById(tx, entryId);
  const [deposit] = rowsOf<{ id: string; credit_account_id: string }>(
    await tx.execute(sql`
      SELECT t.id, t.credit_account_id FROM ledger_transfers t
      WHERE t.id = ${movement.transferId} AND t.kind = 'deposit' AND t.business_type = ${TOP_UP_BUSINESS_TYPE} AND t.status = 'posted'`),
  );
  const [found] = deposit
    ? rowsOf<{ id: string }>(
        await tx.execute(
          sql`SELECT id FROM payments WHERE order_ref = ${movement.orderId} AND part = ${TOP_UP_PART} AND business_type = ${TOP_UP_BUSINESS_TYPE}`,
        ),
      )
    : [];
  if (!deposit || !found) throw new ApiError('TOP_UP_NOT_REVERSIBLE');
  await paymentById(tx, Number(found.id), true);
  const [claimed] = rowsOf<Parameters<typeof paymentOf>[0]>(
    await tx.execute(sql`
      UPDATE payments SET refunded_amount = amount, updated_at = now()
      WHERE id = ${found.id} AND status = 'paid' AND refunded_amount = 0 RETURNING *`),
  );
  if (!claimed) throw new ApiError('TOP_UP_ALREADY_REVERSED');
  const payment = paymentOf(claimed);
  const queued = await queueProviderRefund(tx, payment, payment.amount, identity.user.id);
  if (queued !== null) {
    const [row] = rowsOf<{ provider: string }>(await tx.execute(sql`SELECT provider FROM gateway_refunds WHERE id = ${queued}`));
    return { payment, refundThrough: row!.provider };
  }
  await postTransfer(tx, {
    kind: 'reversal',
    businessType: 'reversal',
    currency: payment.currency,
    amount: payment.amount,
    debit: { id: Number(deposit.credit_account_id), wallet: true },
    credit: await systemAccount(tx, 'gateway', payment.currency),
    agencyId: payment.agencyId,
    orderRef: payment.orderRef,
    paymentMethod: payment.channel,
    reversesTransferId: Number(deposit.id),
    description: `Top-up reversed to ${payment.channel}`,
    remark: reason,
    createdBy: identity.user.id,
  });
  return { payment, refundThrough: null };
}
