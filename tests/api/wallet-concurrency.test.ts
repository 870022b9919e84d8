// 600+ concurrent money operations against three wallets: payments that mostly outrun the money,
// holds whose post and void race each other, top-ups sent twice with the same Idempotency-Key, and
// refunds that together ask for more than was paid. On PostgreSQL they truly overlap (a pool of 10
// connections); on PGlite they are serialised. Afterwards: no wallet below its limit, every balance
// equals its entries and the successes, every transfer sums to zero, every key ran once, every hold
// resolved once. (The heavier variant with a kill -9 in the middle is bench/ledger-crash.ts.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletTransaction } from '@/domain/schemas/wallet';
import { ApiError } from '@/server/http/api-error';
import {
  capturePayment,
  holdPayment,
  pay,
  refundPayment,
  releasePayment,
  requestPayment,
  type PaymentRecord,
} from '@/server/wallet/payments';
import { callerFor, newAgencyBody, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, countOf, expectLedgerConsistent, topUpBody, walletRow, type WalletRow } from './support/money';

let t: TestApp;
let admin: Caller;
let finance: Caller;
const wallets: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await callerFor(t, 'admin');
  finance = await callerFor(t, 'harbour.finance');
  wallets.harbour = await agencyIdOf(t, 'HARBOUR');
  wallets.kowloon = await agencyIdOf(t, 'KOWLOON');
  const created = await (
    await callerFor(t, 'harbour.super')
  )<{ agency: { id: number } }>('POST', '/api/base/v2/agencies', newAgencyBody('lantau'));
  wallets.lantau = created.body.data.agency.id;
  expect((await finance('PUT', `/api/base/v2/agencies/${wallets.lantau}/credit`, { creditLimit: 200_000 })).status).toBe(200);
  expect((await finance('POST', `/api/base/v2/agencies/${wallets.lantau}/balance`, topUpBody({ receivedAmount: 800_000 }))).status).toBe(
    200,
  );
});
afterAll(() => t?.close());

type Outcome<T> = { ok: true; value: T } | { ok: false; code: string };

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.codeName };
    throw error;
  }
}

/** A small deterministic generator, so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state % (max - min + 1));
  };
}

describe('concurrent payments, holds, top-ups with duplicate retries, and refunds', () => {
  it('keeps every invariant', async () => {
    const db = t.database.db;
    const random = numbers(20261121);
    const names = Object.keys(wallets);
    const start: Record<string, WalletRow> = {};
    for (const name of names) start[name] = await walletRow(t, wallets[name]!);

    // Holds to race on: placed first (some may already fail for lack of money).
    const holdTargets = Array.from({ length: 100 }, (_, i) => ({ name: names[i % 3]!, amount: random(1_000, 30_000), ref: `HOLD-${i}` }));
    const holds = await Promise.all(
      holdTargets.map((h) =>
        attempt(() =>
          db.transaction(async (tx) =>
            holdPayment(
              tx,
              (await requestPayment(tx, { agencyId: wallets[h.name]!, orderRef: h.ref, amount: h.amount, currency: 'CNY' })).id,
            ),
          ),
        ),
      ),
    );
    const placed = holds.flatMap((h, i) => (h.ok ? [{ ...holdTargets[i]!, payment: h.value }] : []));

    // Already-paid orders to refund concurrently (each gets two refunds of 60%: only one can fit).
    const refundable: PaymentRecord[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await attempt(() =>
        db.transaction((tx) => pay(tx, { agencyId: wallets.harbour!, orderRef: `PAID-${i}`, amount: 10_000, currency: 'CNY' })),
      );
      if (r.ok) refundable.push(r.value);
    }

    const payments = Array.from({ length: 300 }, (_, i) => ({ name: names[i % 3]!, amount: random(5_000, 60_000), ref: `PAY-${i}` }));
    const topUps = Array.from({ length: 60 }, (_, i) => ({
      name: i % 2 === 0 ? 'harbour' : i % 4 === 1 ? 'kowloon' : 'lantau',
      key: `conc-key-${i}`,
      body: topUpBody({ receivedAmount: random(10_000, 200_000), referenceNo: `CONC-${i}` }),
    }));

    const [paid, resolutions, topUpAnswers, refunds] = await Promise.all([
      Promise.all(
        payments.map((p) =>
          attempt(() =>
            db.transaction((tx) => pay(tx, { agencyId: wallets[p.name]!, orderRef: p.ref, amount: p.amount, currency: 'CNY' })),
          ),
        ),
      ),
      Promise.all(
        placed.map((h, i) =>
          Promise.all([
            attempt(() => db.transaction((tx) => (i % 2 ? capturePayment(tx, h.payment.id) : releasePayment(tx, h.payment.id)))),
            attempt(() => db.transaction((tx) => (i % 2 ? releasePayment(tx, h.payment.id) : capturePayment(tx, h.payment.id)))),
          ]),
        ),
      ),
      Promise.all(
        topUps.flatMap((u) => {
          const caller = u.name === 'harbour' ? admin : finance;
          const send = () =>
            caller<{ transaction: WalletTransaction }>('POST', `/api/base/v2/agencies/${wallets[u.name]}/balance`, u.body, {
              'idempotency-key': u.key,
            });
          return [send(), send(), send()];
        }),
      ),
      Promise.all(
        refundable.flatMap((p) =>
          [0, 1].map(() => attempt(() => db.transaction((tx) => refundPayment(tx, { paymentId: p.id, amount: 6_000, kind: 'refund' })))),
        ),
      ),
    ]);
    const operations = holds.length + refundable.length + paid.length + resolutions.length * 2 + topUpAnswers.length + refunds.length;
    expect(operations).toBeGreaterThanOrEqual(600);

    // Refusals are only the expected business answers.
    for (const r of paid) if (!r.ok) expect(r.code).toBe('INSUFFICIENT_BALANCE');
    for (const r of holds) if (!r.ok) expect(r.code).toBe('INSUFFICIENT_BALANCE');

    // Every hold resolved exactly once: one of its two racing calls won, the other was refused.
    for (const pair of resolutions) {
      expect(pair.filter((r) => r.ok)).toHaveLength(1);
      expect(pair.find((r) => !r.ok)).toEqual({ ok: false, code: 'PAYMENT_ALREADY_RESOLVED' });
    }
    // Each paid order took one refund of 60%; the second was refused.
    for (let i = 0; i < refundable.length; i++) {
      const pair = refunds.slice(i * 2, i * 2 + 2);
      expect(pair.filter((r) => r.ok)).toHaveLength(1);
      expect(pair.find((r) => !r.ok)).toEqual({ ok: false, code: 'REFUND_EXCEEDS_PAYMENT' });
    }
    // Every key ran once: its three answers name the same transfer, which is the only one with its reference.
    const topUpTotals: Record<string, number> = { harbour: 0, kowloon: 0, lantau: 0 };
    let parentFunding = 0;
    for (let i = 0; i < topUps.length; i++) {
      const answers = topUpAnswers.slice(i * 3, i * 3 + 3);
      const statuses = answers.map((a) => a.status);
      if (statuses.every((s) => s === 200)) {
        const ids = new Set(answers.map((a) => a.body.data.transaction.transferId));
        expect(ids.size).toBe(1);
        const amount = answers[0]!.body.data.transaction.amount;
        topUpTotals[topUps[i]!.name]! += amount;
        if (topUps[i]!.name !== 'harbour') parentFunding += amount;
      } else {
        // A refusal (the parent ran dry) is stored and replayed like a success.
        expect(new Set(answers.map((a) => a.body.code))).toEqual(new Set([500101]));
      }
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
      const count = await countOf(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE reference = ${`CONC-${i}`}`);
      expect(count).toBe(statuses[0] === 200 ? 1 : 0);
    }

    // Balances are exactly the starting balance plus the successes.
    for (const name of names) {
      const spent =
        paid.reduce((sum, r, i) => sum + (r.ok && payments[i]!.name === name ? payments[i]!.amount : 0), 0) +
        placed.reduce(
          (sum, h, i) =>
            sum + (h.name === name && resolutions[i]!.some((r) => r.ok && (r.value as PaymentRecord).status === 'paid') ? h.amount : 0),
          0,
        ) +
        (name === 'harbour' ? refundable.length * 10_000 - refunds.filter((r) => r.ok).length * 6_000 + parentFunding : 0);
      const end = await walletRow(t, wallets[name]!);
      expect({ name, balance: end.balance }).toEqual({ name, balance: start[name]!.balance + topUpTotals[name]! - spent });
      expect(end.held).toBe(start[name]!.held);
      expect(end.balance - end.held).toBeGreaterThanOrEqual(-end.creditLimit);
    }
    // The payments really competed for the money: the two small wallets refused some.
    for (const name of ['kowloon', 'lantau']) expect(paid.some((r, i) => !r.ok && payments[i]!.name === name)).toBe(true);
    await expectLedgerConsistent(t);
  }, 120_000);
});
