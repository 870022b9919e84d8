// The ledger's rules held by the database itself (append-only entries, transfers that resolve once,
// zero-sum transfers, the spend limit CHECK), the payment module's exactly-once states, and the
// reconciliation check (function and `npm run ledger:check`).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiError } from '@/server/http/api-error';
import { checkLedger } from '@/server/wallet/check';
import {
  capturePayment,
  holdPayment,
  pay,
  paymentById,
  refundPayment,
  releasePayment,
  requestPayment,
  voidExpiredHolds,
} from '@/server/wallet/payments';
import { SNAPSHOT_PATH, uniqueDatabaseName, withDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

let t: TestApp;
let harbour: number;
let kowloon: number;
beforeAll(async () => {
  t = await startTestApp();
  harbour = await agencyIdOf(t, 'HARBOUR');
  kowloon = await agencyIdOf(t, 'KOWLOON');
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function refusedBy(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await db().execute(statement);
  } catch (error) {
    const e = error as { cause?: { message?: string }; message: string };
    return e.cause?.message ?? e.message;
  }
  throw new Error('the database accepted it');
}

async function apiError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return error.codeName;
    throw error;
  }
  throw new Error('no refusal');
}

describe('rules the database enforces', () => {
  it('refuses to update, delete or truncate ledger entries', async () => {
    expect(await refusedBy(sql`UPDATE ledger_entries SET amount = amount + 1`)).toMatch(/append-only/);
    expect(await refusedBy(sql`DELETE FROM ledger_entries`)).toMatch(/append-only/);
    expect(await refusedBy(sql`TRUNCATE ledger_entries CASCADE`)).toMatch(/append-only/);
  });

  it('lets a transfer change only from pending to posted or voided, and never be deleted', async () => {
    expect(await refusedBy(sql`UPDATE ledger_transfers SET amount = amount + 1 WHERE status = 'posted'`)).toMatch(/resolves once/);
    expect(await refusedBy(sql`UPDATE ledger_transfers SET status = 'voided' WHERE status = 'posted'`)).toMatch(/resolves once/);
    expect(await refusedBy(sql`DELETE FROM ledger_transfers`)).toMatch(/DELETE refused/);
  });

  it('refuses at commit a transfer whose entries do not sum to zero', async () => {
    const before = await moneyFingerprint(t);
    const message = await db()
      .transaction(async (tx) => {
        const result = await tx.execute(sql`
          INSERT INTO ledger_transfers (kind, status, currency, amount, debit_account_id, credit_account_id)
          SELECT 'reversal', 'posted', 'CNY', 100, a.id, b.id FROM ledger_accounts a, ledger_accounts b
          WHERE a.kind = 'agency' AND a.agency_id = ${harbour} AND b.kind = 'agency' AND b.agency_id = ${kowloon} RETURNING id, debit_account_id`);
        const row = (result as unknown as { rows: Array<{ id: string; debit_account_id: string }> }).rows[0]!;
        await tx.execute(
          sql`INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type) VALUES (${row.id}, ${row.debit_account_id}, 'CNY', -100, 'reversal')`,
        );
      })
      .then(
        () => 'committed',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(message).toMatch(/sums to -100, not zero/);
    expect(await moneyFingerprint(t)).toBe(before);
  });

  it("refuses at commit an entry whose movement type is not its transfer's, as the list would show it", async () => {
    const before = await moneyFingerprint(t);
    const message = await db()
      .transaction(async (tx) => {
        // A parent's transfer to its sub-agency: out to the sub-agency on the parent's side, in from the parent on the other.
        const result = await tx.execute(sql`
          INSERT INTO ledger_transfers (kind, status, currency, amount, debit_account_id, credit_account_id, business_type, payment_method)
          SELECT 'top_up', 'posted', 'CNY', 100, a.id, b.id, 'top_up', 'parent' FROM ledger_accounts a, ledger_accounts b
          WHERE a.kind = 'agency' AND a.agency_id = ${harbour} AND b.kind = 'agency' AND b.agency_id = ${kowloon} RETURNING id, debit_account_id, credit_account_id`);
        const row = (result as unknown as { rows: Array<{ id: string; debit_account_id: string; credit_account_id: string }> }).rows[0]!;
        await tx.execute(sql`
          INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type)
          VALUES (${row.id}, ${row.debit_account_id}, 'CNY', -100, 'transfer_to_sub_agency'), (${row.id}, ${row.credit_account_id}, 'CNY', 100, 'top_up')`);
      })
      .then(
        () => 'committed',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(message).toMatch(/typed top_up, not transfer_from_parent/);
    expect(await moneyFingerprint(t)).toBe(before);
  });

  it('refuses a wallet below minus its credit limit even when the application forgets to check', async () => {
    expect(
      await refusedBy(sql`UPDATE ledger_accounts SET balance = -credit_limit - 1 WHERE kind = 'agency' AND agency_id = ${kowloon}`),
    ).toMatch(/spend_limit/);
  });
});

describe('the payment module', () => {
  const payable = (orderRef: string, amount: number, agencyId = harbour) =>
    db().transaction((tx) => requestPayment(tx, { agencyId, orderRef, amount, currency: 'CNY', description: 'test order' }));

  it('holds, then posts exactly once; the held amount is not available meanwhile', async () => {
    const before = await walletRow(t, harbour);
    const p = await payable('HOLD-1', 250_000);
    const held = await db().transaction((tx) => holdPayment(tx, p.id));
    expect(held.status).toBe('held');
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance, held: before.held + 250_000 });
    await db().transaction((tx) => capturePayment(tx, p.id));
    expect(await apiError(db().transaction((tx) => capturePayment(tx, p.id)))).toBe('PAYMENT_ALREADY_RESOLVED');
    expect(await apiError(db().transaction((tx) => releasePayment(tx, p.id)))).toBe('PAYMENT_ALREADY_RESOLVED');
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance - 250_000, held: before.held });
    await expectLedgerConsistent(t);
  });

  it('voids a hold once and gives the money back; an expired hold is voided by the sweep', async () => {
    const before = await walletRow(t, harbour);
    const a = await payable('VOID-1', 10_000);
    await db().transaction((tx) => holdPayment(tx, a.id));
    await db().transaction((tx) => releasePayment(tx, a.id, 'ticketing failed'));
    expect(await apiError(db().transaction((tx) => capturePayment(tx, a.id)))).toBe('PAYMENT_ALREADY_RESOLVED');
    const b = await payable('EXPIRE-1', 20_000);
    await db().transaction((tx) => holdPayment(tx, b.id, { holdMinutes: 1 }));
    await db().execute(sql`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = ${b.id}`);
    expect(await voidExpiredHolds(db())).toBe(1);
    expect((await paymentById(db(), b.id)).status).toBe('voided');
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance, held: before.held });
    await expectLedgerConsistent(t);
  });

  it('answers "insufficient account balance" and changes nothing when the wallet cannot pay', async () => {
    const wallet = await walletRow(t, kowloon);
    const before = await moneyFingerprint(t);
    const refusal = await apiError(
      db().transaction((tx) =>
        pay(tx, { agencyId: kowloon, orderRef: 'TOO-MUCH', amount: wallet.balance + wallet.creditLimit + 1, currency: 'CNY' }),
      ),
    );
    expect(refusal).toBe('INSUFFICIENT_BALANCE');
    expect(await moneyFingerprint(t)).toBe(before);
    // Exactly what is available can be spent: down to minus the credit limit and not a cent further.
    await db().transaction((tx) =>
      pay(tx, { agencyId: kowloon, orderRef: 'ALL-OF-IT', amount: wallet.balance + wallet.creditLimit, currency: 'CNY' }),
    );
    expect(await walletRow(t, kowloon)).toMatchObject({ balance: -wallet.creditLimit });
    expect(await apiError(db().transaction((tx) => pay(tx, { agencyId: kowloon, orderRef: 'ONE-MORE', amount: 1, currency: 'CNY' })))).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses a second live payment for the same order, a wrong currency and a disabled agency', async () => {
    await payable('ONCE-1', 1_000);
    expect(await apiError(payable('ONCE-1', 1_000))).toBe('ORDER_ALREADY_PAID');
    expect(
      await apiError(db().transaction((tx) => pay(tx, { agencyId: harbour, orderRef: 'USD-1', amount: 1_000, currency: 'USD' }))),
    ).toBe('CURRENCY_MISMATCH');
    await db().execute(
      sql`UPDATE agencies SET settings = jsonb_set(settings, '{general}', coalesce(settings -> 'general', '{}'::jsonb) || '{"disablePayment": true}'::jsonb) WHERE id = ${harbour}`,
    );
    expect(
      await apiError(db().transaction((tx) => pay(tx, { agencyId: harbour, orderRef: 'OFF-1', amount: 1_000, currency: 'CNY' }))),
    ).toBe('PAYMENT_DISABLED');
    await db().execute(
      sql`UPDATE agencies SET settings = jsonb_set(settings, '{general,disablePayment}', 'false'::jsonb) WHERE id = ${harbour}`,
    );
  });

  it('refunds, voids and reimburses into the wallet, never more than was paid', async () => {
    const before = await walletRow(t, harbour);
    const paid = await db().transaction((tx) => pay(tx, { agencyId: harbour, orderRef: 'REFUND-1', amount: 100_000, currency: 'CNY' }));
    await db().transaction((tx) => refundPayment(tx, { paymentId: paid.id, amount: 60_000, kind: 'refund' }));
    await db().transaction((tx) => refundPayment(tx, { paymentId: paid.id, amount: 40_000, kind: 'reimbursement' }));
    expect(await apiError(db().transaction((tx) => refundPayment(tx, { paymentId: paid.id, amount: 1, kind: 'void' })))).toBe(
      'REFUND_EXCEEDS_PAYMENT',
    );
    expect((await walletRow(t, harbour)).balance).toBe(before.balance);
    const types = await db().execute(
      sql`SELECT business_type, reverses_transfer_id IS NOT NULL AS linked FROM ledger_transfers WHERE order_ref = 'REFUND-1' ORDER BY id`,
    );
    expect((types as unknown as { rows: unknown[] }).rows).toEqual([
      { business_type: 'flight_origin', linked: false },
      { business_type: 'flight_refund', linked: true },
      { business_type: 'reimbursement', linked: true },
    ]);
    await expectLedgerConsistent(t);
  });
});

describe('reconciliation', () => {
  it('finds a wallet whose balance no longer equals its entries', async () => {
    expect((await checkLedger(db())).violations).toEqual([]);
    await db().execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'agency' AND agency_id = ${harbour}`);
    const report = await checkLedger(db());
    expect(report.violations.map((v) => v.rule)).toEqual(['wallet balance equals the sum of its entries']);
    await db().execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'agency' AND agency_id = ${harbour}`);
  });

  it('npm run ledger:check exits 0 on a sound ledger and 1 on a broken one', async () => {
    const scratch = await scratchDatabase();
    try {
      const run = () =>
        promisify(execFile)('npx', ['tsx', 'src/server/wallet/check-cli.ts'], { env: { ...process.env, ...scratch.env } }).then(
          (r) => ({ code: 0, out: r.stdout }),
          (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
        );
      const sound = await run();
      expect(sound.code, sound.out).toBe(0);
      expect(sound.out).toContain("ok   every transfer's entries sum to zero");
      await scratch.execute(`UPDATE ledger_accounts SET held = held + 5 WHERE kind = 'agency'`);
      const broken = await run();
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('FAIL wallet held amount equals its pending transfers');
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});

/** A seeded database the command line can open on its own: a PGlite folder, or a PostgreSQL copy. */
async function scratchDatabase(): Promise<{
  env: Record<string, string>;
  execute(statement: string): Promise<void>;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = uniqueDatabaseName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    const target = withDatabase(url, name);
    return {
      env: { DATABASE_URL: target },
      async execute(statement) {
        const client = new pg.Client({ connectionString: target });
        await client.connect();
        await client.query(statement);
        await client.end();
      },
      async drop() {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
  const image = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(SNAPSHOT_PATH)]) });
  await image.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async execute(statement) {
      const client = await PGlite.create({ dataDir });
      await client.query(statement);
      await client.close();
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
