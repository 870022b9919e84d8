// Daily reconciliation: each real provider's settled movements of a business day (UTC+8), read
// from its list API, are matched one by one against our gateway postings of that day (deposits by
// the payment's reference, payouts by the refund's). What does not match is written down for
// finance with the provider's reference: a provider row we never posted, a posting the provider
// never settled, a row it settled twice, an amount or currency that differs. What the provider
// withheld as its fee on a matched row is booked once (fee account -> gateway account, so the
// gateway account still says what the provider owes us, to the cent) and listed too. Reconciling a
// day again replaces that day's list; a fee already booked is never booked twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf, type Tx } from '../db/executor';
import type { RoutedGateway } from './gateway/routed';
import type { PaymentProvider, SettledRow } from './gateway/provider';
import { postTransfer, systemAccount } from './ledger';
import { recordProviderError } from './provider-state';

export type DifferenceKind = 'missing_ours' | 'missing_provider' | 'amount_mismatch' | 'currency_mismatch' | 'duplicate' | 'fee_withheld';

export interface Difference {
  provider: string;
  day: string;
  kind: DifferenceKind;
  providerReference: string | null;
  transferId: number | null;
  currency: string | null;
  expectedAmount: number | null;
  providerAmount: number | null;
}

/** The business day's bounds: days start at midnight UTC+8, as statements' periods do. */
export function businessDay(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(from.getTime())) throw new Error(`not a day: ${day}`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** Yesterday in UTC+8: the last day whose settlements are complete. */
export function previousBusinessDay(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

interface Posting {
  id: string;
  kind: 'deposit' | 'payout';
  reference: string;
  amount: string;
  currency: string;
}

/** Pairs provider rows with our postings; every row and posting ends in exactly one match or difference. */
export function matchDay(
  provider: string,
  day: string,
  rows: readonly SettledRow[],
  postings: readonly Posting[],
): { differences: Difference[]; fees: Array<{ row: SettledRow; posting: Posting }> } {
  const differences: Difference[] = [];
  const fees: Array<{ row: SettledRow; posting: Posting }> = [];
  const ours = new Map(postings.map((p) => [`${p.kind === 'deposit' ? 'payment' : 'refund'}:${p.reference}`, p]));
  const matched = new Set<string>();
  const note = (kind: DifferenceKind, row: SettledRow | null, posting: Posting | null) =>
    differences.push({
      provider,
      day,
      kind,
      providerReference: row?.reference ?? posting?.reference ?? null,
      transferId: posting ? Number(posting.id) : null,
      currency: row?.currency ?? posting?.currency ?? null,
      expectedAmount: posting ? Number(posting.amount) : null,
      providerAmount: row ? Math.abs(row.amount) : null,
    });
  for (const row of rows) {
    const key = `${row.kind}:${row.reference}`;
    const posting = ours.get(key);
    if (!posting) {
      note('missing_ours', row, null);
    } else if (matched.has(key)) {
      note('duplicate', row, posting);
    } else {
      matched.add(key);
      if (row.currency !== posting.currency) note('currency_mismatch', row, posting);
      else if (Math.abs(row.amount) !== Number(posting.amount)) note('amount_mismatch', row, posting);
      if (row.fee > 0) fees.push({ row, posting });
    }
  }
  for (const [key, posting] of ours) if (!matched.has(key)) note('missing_provider', null, posting);
  return { differences, fees };
}

async function postingsOf(db: Db, provider: PaymentProvider, from: Date, to: Date): Promise<Posting[]> {
  return rowsOf<Posting>(
    await db.execute(sql`
      SELECT id, kind, reference, amount, currency FROM ledger_transfers
      WHERE kind IN ('deposit', 'payout') AND status = 'posted' AND reference IS NOT NULL
        AND payment_method IN (${sql.join(
          provider.channels.map((c) => sql`${c}`),
          sql`, `,
        )})
        AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}`),
  );
}

/** Books a provider's fee on a settled row once (the row id is the fee transfer's reference). */
async function bookFee(tx: Tx, provider: string, row: SettledRow, posting: Posting): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`provider-fee:${row.rowId}`}))`);
  const [booked] = rowsOf(await tx.execute(sql`SELECT id FROM ledger_transfers WHERE kind = 'provider_fee' AND reference = ${row.rowId}`));
  if (booked) return;
  await postTransfer(tx, {
    kind: 'provider_fee',
    currency: row.currency,
    amount: row.fee,
    debit: await systemAccount(tx, 'fee', row.currency),
    credit: await systemAccount(tx, 'gateway', row.currency),
    reference: row.rowId,
    paymentMethod: provider,
    description: `${provider} fee on ${row.reference} (our transfer ${posting.id})`,
    businessType: 'provider_fee',
  });
}

/** Reconciles one provider's day; answers its differences (fees withheld included). */
export async function reconcileProviderDay(db: Db, provider: PaymentProvider, day: string): Promise<Difference[]> {
  const { from, to } = businessDay(day);
  const rows = await provider.settled(from, to);
  const { differences, fees } = matchDay(provider.name, day, rows, await postingsOf(db, provider, from, to));
  const withheld: Difference[] = fees.map(({ row, posting }) => ({
    provider: provider.name,
    day,
    kind: 'fee_withheld',
    providerReference: row.reference,
    transferId: Number(posting.id),
    currency: row.currency,
    expectedAmount: null,
    providerAmount: row.fee,
  }));
  const all = [...differences, ...withheld];
  await db.transaction(async (tx) => {
    for (const fee of fees) await bookFee(tx, provider.name, fee.row, fee.posting);
    await tx.execute(sql`DELETE FROM reconciliation_differences WHERE provider = ${provider.name} AND day = ${day}`);
    for (const d of all) {
      await tx.execute(sql`
        INSERT INTO reconciliation_differences (provider, day, kind, provider_reference, transfer_id, currency, expected_amount, provider_amount)
        VALUES (${d.provider}, ${d.day}, ${d.kind}, ${d.providerReference}, ${d.transferId}, ${d.currency}, ${d.expectedAmount}, ${d.providerAmount})`);
    }
  });
  return all;
}

/** Every configured provider's day; a provider that cannot be read is recorded for staff and the others go on. */
export async function reconcileDay(db: Db, gateway: RoutedGateway, day = previousBusinessDay()): Promise<Difference[]> {
  const found: Difference[] = [];
  for (const provider of gateway.providers) {
    try {
      found.push(...(await reconcileProviderDay(db, provider, day)));
    } catch (error) {
      await recordProviderError(db, provider.name, error);
    }
  }
  return found;
}
