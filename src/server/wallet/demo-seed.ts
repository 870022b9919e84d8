// Demo money (seed): Harbour Travel and Kowloon Tours get living wallets: a credit limit, top-ups
// (one received in USD with a handling fee), paid orders, a refund, and a generated statement.
// Booked through the same services a user would call. Idempotent: skipped once Harbour has entries.
import { eq, sql } from 'drizzle-orm';
import { loadIdentity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies, users } from '../db/schema';
import { openMissingWallets } from './agency-balances';
import { setCredit } from './credit';
import { rowsOf } from '@/server/db/executor';
import { pay, refundPayment } from './payments';
import { generateStatement } from './statements';
import { topUp } from './top-up';

async function idOf(db: Db, table: 'agency' | 'user', code: string): Promise<number> {
  const [row] =
    table === 'agency'
      ? await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code))
      : await db.select({ id: users.id }).from(users).where(eq(users.username, code));
  if (!row) throw new Error(`seed: ${table} ${code} missing`);
  return row.id;
}

async function identity(db: Db, username: string) {
  const found = await loadIdentity(db, await idOf(db, 'user', username));
  if (!found) throw new Error(`seed: user ${username} missing`);
  return found;
}

export async function seedMoney(db: Db): Promise<void> {
  await openMissingWallets(db);
  const harbour = await idOf(db, 'agency', 'HARBOUR');
  const kowloon = await idOf(db, 'agency', 'KOWLOON');
  const [existing] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.agency_id = ${harbour}`,
    ),
  );
  if (Number(existing?.n ?? 0) > 0) return;

  const admin = await identity(db, 'admin');
  const manager = await identity(db, 'harbour.finance');
  await db.transaction(async (tx) => {
    await setCredit(tx, admin, harbour, { creditLimit: 5_000_000, periodUnit: 'month', periodLength: 1 });
    await topUp(tx, admin, harbour, {
      currency: 'USD',
      receivedAmount: 2_800_000,
      rate: '7.15',
      feePercent: '0.5',
      referenceNo: 'SWIFT-20261101-HB',
      sendEmail: false,
    });
    await topUp(tx, admin, harbour, {
      currency: 'CNY',
      receivedAmount: 10_000_000,
      rate: '1',
      feePercent: '0',
      referenceNo: 'BANK-CN-88412',
      sendEmail: false,
    });
    await setCredit(tx, manager, kowloon, { creditLimit: 500_000, periodUnit: 'week', periodLength: 1 });
    await topUp(tx, manager, kowloon, {
      currency: 'CNY',
      receivedAmount: 2_000_000,
      rate: '1',
      feePercent: '0',
      referenceNo: 'HB-KL-0001',
      sendEmail: false,
    });
    const orders: Array<[number, string, number, string]> = [
      [harbour, 'TF2611000123', 345_600, 'HKG-PEK CX312, 2 adults'],
      [harbour, 'TF2611000145', 128_000, 'SZX-SHA MU5312, 1 adult'],
      [harbour, 'TT2611000007', 55_300, 'Shenzhen-Guangzhou G6012, 1 adult'],
      [kowloon, 'TF2611000201', 412_500, 'HKG-NRT NH860, 1 adult'],
    ];
    for (const [agencyId, orderRef, amount, description] of orders) {
      await pay(tx, {
        agencyId,
        orderRef,
        amount,
        currency: 'CNY',
        description,
        businessType: orderRef.startsWith('TT') ? 'train_origin' : 'flight_origin',
        invoiceType: 'invoice',
      });
    }
    const [refunded] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM payments WHERE order_ref = 'TF2611000145'`));
    await refundPayment(tx, { paymentId: Number(refunded!.id), amount: 96_000, kind: 'refund', reason: 'Voluntary refund, fee 320.00' });
  });
  const [harbourRow] = await db.select().from(agencies).where(eq(agencies.id, harbour));
  await generateStatement(db, harbourRow!, { source: 'manual' });
}
