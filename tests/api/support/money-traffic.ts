// Money traffic against a real server over HTTP, for the durability proofs and their benchmark:
// wallet payments of payables (orders awaiting payment) and top-ups, each with an Idempotency-Key, so a
// client can retry after a crash and every acknowledged operation can be looked for in the database.
// A payable is created straight in the database before the server starts (the booking flow is not what
// these proofs are about); the payment and the top-up go through the API as a client's would.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';
import { agencies } from '@/server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '@/server/db/seed';
import { requestPayment } from '@/server/wallet/payments';

export interface MoneyOp {
  kind: 'pay' | 'top-up';
  key: string;
  user: string;
  path: string;
  body: unknown;
  /** Payments: the payable's id; top-ups: the transfer's reference number. */
  payableId?: number;
  reference?: string;
  /** The answers this operation got (a retry adds one). */
  answers: Array<{ status: number; code: number; ms: number }>;
}

export const MONEY_USERS = ['admin', 'harbour.finance', 'harbour.ops', 'kowloon.super'] as const;

/** Demo data plus `count` payables in CNY, two of three Harbour's and one Kowloon's (a sub-agency). */
export async function seedPayables(
  db: Db,
  count: number,
  prefix = 'DUR',
): Promise<{ harbour: number; kowloon: number; payables: Array<{ id: number; agency: number }> }> {
  await seedDemo(db);
  const idOf = async (code: string) => (await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)))[0]!.id;
  const harbour = await idOf('HARBOUR');
  const kowloon = await idOf('KOWLOON');
  const payables: Array<{ id: number; agency: number }> = [];
  for (let i = 0; i < count; i++) {
    const agency = i % 3 === 0 ? kowloon : harbour;
    const payable = await db.transaction((tx) =>
      requestPayment(tx, { agencyId: agency, orderRef: `${prefix}-${i}`, amount: 5_000 + ((i * 7919) % 150_000), currency: 'CNY' }),
    );
    payables.push({ id: payable.id, agency });
  }
  return { harbour, kowloon, payables };
}

/** Payments of every payable and one top-up after every two payments (admin tops up Harbour, Harbour's finance tops up Kowloon). */
export function moneyOps(seeded: Awaited<ReturnType<typeof seedPayables>>, prefix = 'DUR'): MoneyOp[] {
  const ops: MoneyOp[] = [];
  seeded.payables.forEach((payable, i) => {
    ops.push({
      kind: 'pay',
      key: `${prefix}-pay-${i}`,
      user: payable.agency === seeded.harbour ? 'harbour.ops' : 'kowloon.super',
      path: `/api/payment/v2/payments/${payable.id}/pay`,
      body: { channel: 'balance' },
      payableId: payable.id,
      answers: [],
    });
    if (i % 2 === 1) ops.push(topUpOp(seeded, i, prefix));
  });
  return ops;
}

/** The i-th top-up: admin tops up Harbour, or Harbour's finance tops up Kowloon, by turns. */
export function topUpOp(seeded: Pick<Awaited<ReturnType<typeof seedPayables>>, 'harbour' | 'kowloon'>, i: number, prefix = 'DUR'): MoneyOp {
  const reference = `${prefix}-TOPUP-${i}`;
  const sub = (i >> 1) % 2 === 1;
  return {
    kind: 'top-up',
    key: `${prefix}-top-${i}`,
    user: sub ? 'harbour.finance' : 'admin',
    path: `/api/base/v2/agencies/${sub ? seeded.kowloon : seeded.harbour}/balance`,
    reference,
    body: { currency: 'CNY', receivedAmount: 10_000 + i * 137, rate: '1', feePercent: '0', referenceNo: reference },
    answers: [],
  };
}

export async function loginAll(base: string): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const username of MONEY_USERS) {
    const response = await fetch(`${base}/api/base/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    tokens[username] = ((await response.json()) as { data: { token: string } }).data.token;
  }
  return tokens;
}

/** Sends one operation; false when no answer came (the server died under it, or refused the connection). */
export async function sendOp(base: string, tokens: Record<string, string>, op: MoneyOp, timeoutMs = 60_000): Promise<boolean> {
  const began = performance.now();
  try {
    const response = await fetch(`${base}${op.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[op.user]}`,
        'idempotency-key': op.key,
        'accept-language': 'en',
      },
      body: JSON.stringify(op.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { code: number };
    op.answers.push({ status: response.status, code: body.code, ms: performance.now() - began });
    return true;
  } catch {
    return false;
  }
}

/** An operation the server said it did: HTTP 200 with code 0. */
export const acknowledged = (op: MoneyOp): boolean => op.answers.some((a) => a.status === 200 && a.code === 0);

/** Runs `work` over `ops` with `clients` concurrent clients, in order, until `stop()` says so. */
export async function runClients(
  ops: MoneyOp[],
  clients: number,
  work: (op: MoneyOp) => Promise<unknown>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < ops.length && !stop()) await work(ops[next++]!);
    }),
  );
}

/**
 * The acknowledged operations the database does not hold: a paid payable that is not paid (held or
 * posted), a top-up whose transfer is missing. Empty when nothing acknowledged was lost.
 */
export async function lostAcknowledged(db: Db, ops: MoneyOp[]): Promise<string[]> {
  const acked = ops.filter(acknowledged);
  const payIds = acked.filter((op) => op.kind === 'pay').map((op) => op.payableId!);
  const references = acked.filter((op) => op.kind === 'top-up').map((op) => op.reference!);
  const paid = new Set(
    payIds.length
      ? rowsOf<{ id: number | string }>(
          await db.execute(
            sql`SELECT id FROM payments WHERE status IN ('held', 'paid') AND id IN (${sql.join(
              payIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        ).map((r) => Number(r.id))
      : [],
  );
  const toppedUp = new Set(
    references.length
      ? rowsOf<{ reference: string }>(
          await db.execute(
            sql`SELECT reference FROM ledger_transfers WHERE reference IN (${sql.join(
              references.map((r) => sql`${r}`),
              sql`, `,
            )})`,
          ),
        ).map((r) => r.reference)
      : [],
  );
  return acked.filter((op) => (op.kind === 'pay' ? !paid.has(op.payableId!) : !toppedUp.has(op.reference!))).map((op) => op.key);
}

/** Top-ups whose transfer exists more than once: a retry with the same Idempotency-Key applied twice. */
export async function appliedTwice(db: Db, ops: MoneyOp[]): Promise<string[]> {
  const references = ops.filter((op) => op.kind === 'top-up').map((op) => op.reference!);
  if (!references.length) return [];
  return rowsOf<{ reference: string }>(
    await db.execute(sql`
    SELECT reference FROM ledger_transfers WHERE kind = 'top_up' AND reference IN (${sql.join(
      references.map((r) => sql`${r}`),
      sql`, `,
    )})
    GROUP BY reference HAVING count(*) > 1`),
  ).map((r) => r.reference);
}

/** Percentile of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
