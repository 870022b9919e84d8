// Money that came in through a real provider goes back out through it. When a payment paid by a
// provider is refunded (an order's refund, void or reimbursement), the refund first reaches the
// agency's wallet as always; then, in the same transaction, that amount is held on the wallet for a
// provider refund (a pending 'payout' to the gateway account) and a gateway_refunds row is written.
// After commit a job asks the provider (never inside a database transaction), with the row's id as
// the idempotency key, so a retry after a crash is the same refund. The provider's answer settles
// it: refunded, the hold is voided and the payout posted with the provider's refund id as its
// reference; refused, the hold is voided and the money stays in the wallet. A top-up's reversal is
// the same refund; its posting says so (a 'reversal' pointing at the top-up's deposit).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf, type Tx } from '../db/executor';
import { agencies } from '../db/schema';
import { eq } from 'drizzle-orm';
import { walletOf } from './balance';
import type { RoutedGateway } from './gateway/routed';
import { holdTransfer, postTransfer, systemAccount, voidPending } from './ledger';
import { recordProviderError } from './provider-state';
import { topUpDepositOf } from './top-up-payment';

/** A provider refund waits this long at most for its answer before the hold would lapse (never voided behind the job's back). */
const PAYOUT_HOLD_DAYS = 30;

interface RefundablePayment {
  id: number;
  agencyId: number;
  orderRef: string;
  currency: string;
  channel: string | null;
}

/** Queues the provider refund of `amount` of a payment that a provider paid; nothing for other payments. */
export async function queueProviderRefund(
  tx: Tx,
  payment: RefundablePayment,
  amount: number,
  createdBy: number | null = null,
): Promise<number | null> {
  const [paid] = rowsOf<{ provider: string; reference: string }>(
    await tx.execute(sql`
      SELECT provider, reference FROM gateway_notifications
      WHERE payment_id = ${payment.id} AND provider <> 'sandbox' AND result IN ('paid', 'late-credited') ORDER BY id LIMIT 1`),
  );
  if (!paid) return null;
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, payment.agencyId));
  const wallet = await walletOf(tx, agency!);
  const gateway = await systemAccount(tx, 'gateway', payment.currency);
  const hold = await holdTransfer(
    tx,
    {
      kind: 'payout',
      currency: payment.currency,
      amount,
      debit: wallet.account,
      credit: gateway,
      agencyId: payment.agencyId,
      orderRef: payment.orderRef,
      businessType: 'payout',
      paymentMethod: payment.channel,
      description: `Refund to ${payment.channel} (waiting for ${paid.provider})`,
      createdBy,
    },
    new Date(Date.now() + PAYOUT_HOLD_DAYS * 86_400_000),
  );
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO gateway_refunds (payment_id, provider, payment_reference, amount, currency, hold_transfer_id)
      VALUES (${payment.id}, ${paid.provider}, ${paid.reference}, ${amount}, ${payment.currency}, ${hold.id}) RETURNING id`),
  );
  return Number(row!.id);
}

interface PendingRefund {
  id: string;
  payment_id: string;
  provider: string;
  payment_reference: string;
  amount: string;
  currency: string;
  hold_transfer_id: string;
}

export type RefundOutcome = 'succeeded' | 'failed' | 'pending' | 'error';

/** Sends every pending provider refund (oldest first); safe on many servers: each is settled once. */
export async function sendProviderRefunds(db: Db, gateway: RoutedGateway, limit = 50): Promise<Record<string, RefundOutcome>> {
  const due = rowsOf<PendingRefund>(
    await db.execute(sql`SELECT * FROM gateway_refunds WHERE status = 'pending' ORDER BY id LIMIT ${limit}`),
  );
  const outcomes: Record<string, RefundOutcome> = {};
  for (const refund of due) outcomes[refund.id] = await sendOne(db, gateway, refund);
  return outcomes;
}

async function sendOne(db: Db, gateway: RoutedGateway, refund: PendingRefund): Promise<RefundOutcome> {
  const provider = gateway.providers.find((p) => p.name === refund.provider);
  if (!provider) {
    await recordProviderError(db, refund.provider, new Error(`refund ${refund.id} waits: ${refund.provider} is not configured`));
    return 'error';
  }
  let answer;
  try {
    answer = await provider.refund({
      paymentReference: refund.payment_reference,
      amount: Number(refund.amount),
      currency: refund.currency,
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (error) {
    await recordProviderError(db, provider.name, error);
    // A refusal (a 4xx: more than is left, an unknown payment) will not change on retry; anything else is tried again.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500 && status !== 409 && status !== 429) {
      await settle(db, refund, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
      return 'failed';
    }
    return 'error';
  }
  if (answer.state === 'pending') return 'pending';
  await settle(
    db,
    refund,
    answer.state === 'succeeded'
      ? { state: 'succeeded', refundId: answer.refundId }
      : { state: 'failed', error: `refused by ${provider.name} (${answer.refundId})` },
  );
  return answer.state;
}

async function settle(
  db: Db,
  refund: PendingRefund,
  result: { state: 'succeeded'; refundId: string } | { state: 'failed'; error: string },
) {
  await db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
        UPDATE gateway_refunds SET status = ${result.state}, provider_refund_id = ${result.state === 'succeeded' ? result.refundId : null},
          error = ${result.state === 'failed' ? result.error.slice(0, 256) : null}, updated_at = now()
        WHERE id = ${refund.id} AND status = 'pending' RETURNING id`),
    );
    if (!claimed.length) return; // settled meanwhile by another server
    const hold = await voidPending(tx, Number(refund.hold_transfer_id));
    const reversedDeposit = await topUpDepositOf(tx, Number(refund.payment_id));
    if (result.state === 'failed') {
      // A top-up the provider would not refund stays the agency's: staff may try its reversal again.
      if (reversedDeposit)
        await tx.execute(sql`UPDATE payments SET refunded_amount = 0, updated_at = now() WHERE id = ${refund.payment_id}`);
      return;
    }
    const [details] = rowsOf<{
      agency_id: number;
      order_ref: string;
      payment_method: string | null;
      debit_account_id: string;
      credit_account_id: string;
      created_by: number | null;
    }>(
      await tx.execute(
        sql`SELECT agency_id, order_ref, payment_method, debit_account_id, credit_account_id, created_by FROM ledger_transfers WHERE id = ${hold.id}`,
      ),
    );
    const payout = await postTransfer(tx, {
      kind: 'payout',
      currency: refund.currency,
      amount: Number(refund.amount),
      debit: { id: Number(details!.debit_account_id), wallet: true },
      credit: { id: Number(details!.credit_account_id), wallet: false },
      agencyId: details!.agency_id,
      orderRef: details!.order_ref,
      businessType: reversedDeposit ? 'reversal' : 'payout',
      paymentMethod: details!.payment_method,
      reference: result.refundId,
      description: reversedDeposit ? `Top-up reversed to ${details!.payment_method}` : `Refund to ${details!.payment_method}`,
      reversesTransferId: reversedDeposit,
      createdBy: details!.created_by,
    });
    await tx.execute(sql`UPDATE gateway_refunds SET payout_transfer_id = ${payout.id} WHERE id = ${refund.id}`);
  });
}
