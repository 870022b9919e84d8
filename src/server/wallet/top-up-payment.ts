// A wallet top-up paid through a payment channel is a payment row like an order's, with its own
// business type and part: the gateway machinery (hosted page, verified notification, provider query,
// refunds) serves it unchanged, and what its arrival books differs only in not paying any order.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/server/db/executor';

export const TOP_UP_BUSINESS_TYPE = 'top_up';
export const TOP_UP_PART = 'top_up';

export function isTopUpPayment(payment: { businessType: string; part: string }): boolean {
  return payment.businessType === TOP_UP_BUSINESS_TYPE && payment.part === TOP_UP_PART;
}

/** The deposit that credited a channel top-up, when this payment is one (what its reversal points at). */
export async function topUpDepositOf(tx: Executor, paymentId: number): Promise<number | null> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT t.id FROM payments p JOIN ledger_transfers t ON t.order_ref = p.order_ref AND t.kind = 'deposit' AND t.business_type = ${TOP_UP_BUSINESS_TYPE} AND t.status = 'posted'
      WHERE p.id = ${paymentId} AND p.business_type = ${TOP_UP_BUSINESS_TYPE} AND p.part = ${TOP_UP_PART} ORDER BY t.id LIMIT 1`),
  );
  return row ? Number(row.id) : null;
}
