// Changing an agency's settlement currency is decided as a bank would: refused, with a translated
// 409 naming what is left, while the old currency's wallet holds a balance, credit in use or a hold;
// allowed once that wallet is at zero (nothing is converted, nothing stranded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyConfig } from '@/domain/schemas/agencies';
import { sql } from 'drizzle-orm';
import { pay } from '@/server/wallet/payments';
import { rowsOf } from '@/server/db/executor';
import { callerFor, newAgencyBody, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

const A = '/api/base/v2/agencies';
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await startTestApp();
  admin = await callerFor(t, 'admin');
});
afterAll(async () => t?.close());

async function switchCurrency(id: number, currency: string) {
  const current = await admin<AgencyConfig>('GET', `${A}/${id}/config`);
  const settings = structuredClone(current.body.data.settings);
  settings.general.settlementCurrency = currency as typeof settings.general.settlementCurrency;
  return admin<AgencyConfig>('PUT', `${A}/${id}/config`, settings);
}

describe('settlement currency change', () => {
  it('is refused while the old wallet holds money, and changes nothing', async () => {
    const kowloon = await agencyIdOf(t, 'KOWLOON');
    const wallet = await walletRow(t, kowloon);
    expect(wallet.balance).not.toBe(0);
    const before = await moneyFingerprint(t);
    const res = await switchCurrency(kowloon, 'HKD');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('cannot change from CNY to HKD');
    expect(await moneyFingerprint(t)).toBe(before);
    const zh = await admin<AgencyConfig>('GET', `${A}/${kowloon}/config`);
    expect(zh.body.data.settings.general.settlementCurrency).toBe('CNY');
  });

  it('is refused while credit is in use, and allowed once the wallet is at zero', async () => {
    const created = await admin<{ agency: { id: number } }>('POST', A, newAgencyBody('fx', { settlementCurrency: 'CNY' }));
    expect(created.status, created.body.message).toBe(200);
    const id = created.body.data.agency.id;
    // An empty wallet: nothing to strand, the agency settles in HKD from now on.
    const moved = await switchCurrency(id, 'HKD');
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data.settings.general.settlementCurrency).toBe('HKD');
    // Credit in use in HKD (a negative balance): back to CNY is refused.
    expect((await admin('PUT', `${A}/${id}/credit`, { creditLimit: 10_000 })).status).toBe(200);
    await t.database.db.transaction((tx) => pay(tx, { agencyId: id, orderRef: 'FX-CREDIT-1', amount: 4_000, currency: 'HKD' }));
    const [hkd] = rowsOf<{ balance: string | number }>(
      await t.database.db.execute(
        sql`SELECT balance FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${id} AND currency = 'HKD'`,
      ),
    );
    expect(Number(hkd!.balance)).toBe(-4_000);
    const refused = await switchCurrency(id, 'CNY');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('cannot change from HKD to CNY');
    await expectLedgerConsistent(t);
  });
});
