// Walks every row of the train transition table through the one transition function: each allowed
// move succeeds (with its money movement, history line and audit record) and the ledger's
// invariants, train rules included, hold after it; a sample of forbidden moves (wrong target, wrong
// actor, final status) is refused and changes nothing; the live status counts follow every move.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAIN_TRANSITIONS, type TrainActor, type TrainOrderStatus, type TrainTransition } from '@/domain/trains/order-status';
import { auditLog, trainOrderEvents, trainOrders, users } from '@/server/db/schema';
import { ApiError } from '@/server/http/api-error';
import { moveTrain } from '@/server/trains/transition';
import { checkLedger, mismatchedTrainOrders } from '@/server/wallet/check';
import { holdPayment, pay, requestPayment } from '@/server/wallet/payments';
import type { TestApp } from './support/harness';
import { expectLedgerConsistent, moneyFingerprint } from './support/money';
import { statusCountDrift } from './support/status-counts';
import { bookTrain, startTrainApp, trainStatusOf } from './support/trains';

let t: TestApp;
let template: typeof trainOrders.$inferSelect;
const userIds: Record<string, number> = {};
let serial = 0;

beforeAll(async () => {
  t = await startTrainApp();
  const token = await t.login('harbour.ops');
  const { order } = await bookTrain(t, token, { payment: 'hold' });
  [template] = (await t.database.db.select().from(trainOrders).where(eq(trainOrders.id, order.id))) as [typeof template];
  for (const name of ['harbour.ops', 'admin']) {
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    userIds[name] = u!.id;
  }
});
afterAll(async () => t?.close());

const REFUND_STATUSES = new Set<TrainOrderStatus>(['refunding', 'refund_failed']);
const CHANGE_STATUSES = new Set<TrainOrderStatus>(['changing', 'change_failed']);

/** The order's kind for a row: after-sale statuses, and the after-sale outcomes refunded/changed reached from one. */
function typeOf(row: Pick<TrainTransition, 'from'>): 'origin' | 'refund' | 'change' {
  if (REFUND_STATUSES.has(row.from)) return 'refund';
  if (CHANGE_STATUSES.has(row.from)) return 'change';
  return 'origin';
}

/** An order in `row.from`, with the payments its status implies and its move's money needs. */
async function orderIn(row: Pick<TrainTransition, 'from' | 'money'>): Promise<number> {
  const db = t.database.db;
  const type = typeOf(row);
  const { id: _id, orderNo: _no, ...rest } = template;
  serial += 1;
  const orderNo = `TX${Date.now().toString(36).toUpperCase()}${serial}`;
  let originOrderId: number | null = null;
  if (type !== 'origin') {
    const [origin] = await db
      .insert(trainOrders)
      .values({ ...rest, orderNo: `${orderNo}O`, status: 'issued', paymentStatus: 'paid' })
      .returning();
    await db.transaction((tx) =>
      pay(tx, {
        agencyId: origin!.agencyId,
        orderRef: origin!.orderNo,
        amount: origin!.totalAmount,
        currency: origin!.currency,
        businessType: 'train_origin',
      }),
    );
    originOrderId = origin!.id;
  }
  const quote: Record<string, number> | null =
    type === 'refund'
      ? { price: 10_000, fee: 1_000, refundable: 9_000 }
      : type === 'change'
        ? { oldPrice: 10_000, newPrice: 12_000, difference: 2_000 }
        : null;
  const [order] = await db
    .insert(trainOrders)
    .values({
      ...rest,
      orderNo,
      type,
      status: row.from,
      originOrderId,
      quote,
      totalAmount: type === 'refund' ? 9_000 : type === 'change' ? 2_000 : rest.totalAmount,
      request: { ticketIds: [] },
    })
    .returning();
  const money = {
    agencyId: order!.agencyId,
    orderRef: orderNo,
    amount: order!.totalAmount,
    currency: order!.currency,
    businessType: type === 'change' ? 'train_change' : 'train_origin',
  };
  await db.transaction(async (tx) => {
    if (type === 'origin' && ['issued', 'changed', 'refunded'].includes(row.from)) await pay(tx, money);
    else if (row.from === 'ticketing' || row.from === 'changing') await holdPayment(tx, (await requestPayment(tx, money)).id);
    else if (row.from === 'to_be_paid') await requestPayment(tx, money);
  });
  return order!.id;
}

const actorFor = (kind: TrainActor) => ({
  kind,
  userId: kind === 'agency' ? userIds['harbour.ops']! : kind === 'staff' ? userIds.admin! : null,
});

describe('every transition of the train table', () => {
  for (const row of TRAIN_TRANSITIONS) {
    for (const by of row.by) {
      it(`${row.from} -> ${row.to} (${row.action} by ${by}, money ${row.money})`, async () => {
        const id = await orderIn(row);
        const moved = await moveTrain(t.app.trains, { orderId: id, to: row.to, actor: actorFor(by) });
        expect(moved.status).toBe(row.to);
        const [event] = await t.database.db
          .select()
          .from(trainOrderEvents)
          .where(and(eq(trainOrderEvents.orderId, id), eq(trainOrderEvents.toStatus, row.to)));
        expect(event).toMatchObject({ fromStatus: row.from, actor: by, kind: 'transition' });
        const [audit] = await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, moved.orderNo), eq(auditLog.action, `train.order.${row.action}`)));
        expect(audit).toBeDefined();
        await expectLedgerConsistent(t);
      });
    }
  }
});

describe('forbidden train transitions change nothing', () => {
  const samples: Array<[TrainOrderStatus, TrainOrderStatus, TrainActor]> = [
    ['to_be_paid', 'issued', 'supplier'], // must be paid first
    ['issued', 'to_be_paid', 'agency'],
    ['closed', 'ticketing', 'agency'], // final
    ['canceled', 'to_be_paid', 'staff'], // final
    ['to_be_paid', 'ticketing', 'staff'], // right move, wrong actor: only the agency pays
    ['to_be_paid', 'closed', 'agency'], // only the timer closes at the time limit
    ['ticketing', 'issued', 'agency'], // only the railway or the desk issues
    ['refunding', 'refunded', 'agency'],
    ['failed_reimbursed', 'ticketing', 'timer'],
  ];
  for (const [from, to, kind] of samples) {
    it(`${from} -> ${to} by ${kind} is refused`, async () => {
      const id = await orderIn({ from, money: 'none' });
      const before = await moneyFingerprint(t);
      const events = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(trainOrderEvents)
        .where(eq(trainOrderEvents.orderId, id));
      const error = await moveTrain(t.app.trains, { orderId: id, to, actor: actorFor(kind) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).codeName).toBe('ORDER_TRANSITION_ILLEGAL');
      expect(await trainStatusOf(t, id)).toBe(from);
      expect(await moneyFingerprint(t)).toBe(before);
      expect(
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(trainOrderEvents)
          .where(eq(trainOrderEvents.orderId, id)),
      ).toEqual(events);
    });
  }
});

describe('ledger:check reconciles train orders', () => {
  it('names a train order whose money does not match its status', async () => {
    const id = await orderIn({ from: 'ticketing', money: 'none' });
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
    // Issued behind the ledger's back: the hold was never captured.
    await t.database.db.update(trainOrders).set({ status: 'issued' }).where(eq(trainOrders.id, id));
    const report = await checkLedger(t.database.db);
    expect(report.violations.map((v) => v.rule)).toEqual(
      expect.arrayContaining([
        'a held train payment belongs to a train order in ticketing or changing',
        'an issued train order has its payment posted, less what went back',
      ]),
    );
    expect(mismatchedTrainOrders(report)).toEqual([id]);
    await t.database.db.update(trainOrders).set({ status: 'ticketing' }).where(eq(trainOrders.id, id));
  });
});

describe('live train status counts', () => {
  it('equal a count of the orders after every move above (the triggers on insert and update)', async () => {
    expect(await statusCountDrift(t.database.db, 'train_orders', 'train_order_status_counts')).toEqual([]);
  });
});
