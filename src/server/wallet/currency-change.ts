// Changing an agency's settlement currency, decided as a bank would: a wallet is one currency, so
// the change is refused while the old currency's wallet still holds anything (a balance, credit in
// use, money on hold, a gateway payment under way). Once it is at zero the agency simply settles in
// the new currency from then on (its new wallet opens at its first movement); nothing is converted.
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/api-error';
import { rowsOf, type Tx } from '@/server/db/executor';
import { plainAmount } from './top-up';

export async function assertSettlementCurrencyFree(tx: Tx, agencyId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  // Lock order: the agency row is already locked by the caller; the wallet row comes after it.
  const [wallet] = rowsOf<{ balance: string | number; held: string | number }>(
    await tx.execute(sql`
    SELECT balance, held FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${agencyId} AND currency = ${from} FOR UPDATE`),
  );
  const [payments] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`
    SELECT count(*) AS n FROM payments WHERE agency_id = ${agencyId} AND currency = ${from} AND status IN ('awaiting', 'held')`),
  );
  const balance = Number(wallet?.balance ?? 0);
  const held = Number(wallet?.held ?? 0);
  const awaiting = Number(payments?.n ?? 0);
  if (balance !== 0 || held !== 0 || awaiting !== 0) {
    throw new ApiError('SETTLEMENT_CURRENCY_IN_USE', {
      from,
      to,
      balance: plainAmount(balance, from),
      held: plainAmount(held, from),
      awaiting,
    });
  }
}
