// Walks every row of the transition table through the one transition function: each allowed move
// succeeds (with its money movement, history and audit record) and the ledger's invariants hold
// after it; a sample of forbidden moves (wrong target, wrong actor, locked by someone else) is
// refused with a clear error and changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITION_TABLE, type FlightOrderStatus, type Transition } from '@/domain/flights/flight-order-status';
import { auditLog, flightOrderEvents, flightOrders, users } from '@/server/db/schema';
import { ApiError } from '@/server/http/api-error';
import { transition } from '@/server/flights/orders/transition';
import { holdPayment, pay, requestPayment } from '@/server/wallet/payments';
import { startFlightApp } from './support/flights';
import type { TestApp } from './support/harness';
import { expectLedgerConsistent, moneyFingerprint } from './support/money';
import { act, bookOrder, statusOf } from './support/orders';
import { statusCountDrift } from './support/status-counts';

let t: TestApp;
let template: typeof flightOrders.$inferSelect;
const userIds: Record<string, number> = {};
let serial = 0;

beforeAll(async () => {
  t = await startFlightApp();
  const token = await t.login('harbour.ops');
  const booked = await bookOrder(t, token);
  [template] = (await t.database.db.select().from(flightOrders).where(eq(flightOrders.id, booked.id))) as [typeof template];
  for (const name of ['harbour.ops', 'admin', 'kowloon.super']) {
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    userIds[name] = u!.id;
  }
});
afterAll(async () => t?.close());

function typeOf(status: FlightOrderStatus): 'origin' | 'change' | 'refund' | 'void' {
  if (/^(chg_|change_)/.test(status) || status === 'reimbursing') return 'change';
  if (/^(rfd_|refund)/.test(status)) return 'refund';
  if (/^void/.test(status)) return 'void';
  return 'origin';
}

const ORIGIN_HOLDING = new Set<FlightOrderStatus>(['reviewing', 'proceeding', 'origin_holding', 'origin_failed', 'failed_reimbursing']);
const ORIGIN_FULFILLED = new Set<FlightOrderStatus>(['issued', 'changed', 'refunded', 'voided']);

/** An order in `status`, with the payment state its transition's money movement needs. */
async function orderIn(row: Transition): Promise<number> {
  const db = t.database.db;
  const type = ['issued', 'changed'].includes(row.from)
    ? 'origin'
    : (row.from === 'refunded' || row.from === 'voided') && !['refunded_reimbursing', 'voided_reimbursing'].includes(row.to)
      ? 'origin'
      : typeOf(row.from);
  const { id: _id, orderNo: _no, ...rest } = template;
  serial += 1;
  const orderNo = `T${Date.now().toString(36).toUpperCase()}${serial}`;
  let originOrderId: number | null = null;
  if (type !== 'origin') {
    const [origin] = await db
      .insert(flightOrders)
      .values({ ...rest, orderNo: `${orderNo}O`, status: 'issued', paymentStatus: 'paid' })
      .returning();
    await db.transaction((tx) =>
      pay(tx, { agencyId: origin!.agencyId, orderRef: origin!.orderNo, amount: origin!.totalAmount, currency: origin!.currency }),
    );
    originOrderId = origin!.id;
  }
  const [order] = await db
    .insert(flightOrders)
    .values({
      ...rest,
      orderNo,
      type,
      status: row.from,
      originOrderId,
      quote: { refundable: 5000, refundFee: 1000, serviceFee: 0, totalRefundable: 4000 },
    })
    .returning();
  // The money must already match the starting status, as the ledger check demands of every order:
  // an origin order waiting on its ticket holds its payment, an issued one has it posted.
  const needs = row.money;
  const money = { agencyId: order!.agencyId, orderRef: orderNo, amount: order!.totalAmount, currency: order!.currency };
  const waitingOnTicket = type === 'origin' && ORIGIN_HOLDING.has(row.from);
  if (type === 'origin' && ORIGIN_FULFILLED.has(row.from)) {
    await db.transaction((tx) => pay(tx, money));
  } else if (waitingOnTicket || needs === 'hold' || needs === 'drop_payable' || needs === 'capture' || needs === 'release') {
    await db.transaction(async (tx) => {
      const payable = await requestPayment(tx, money);
      if (waitingOnTicket || needs === 'capture' || needs === 'release') await holdPayment(tx, payable.id);
    });
  }
  return order!.id;
}

const actorFor = (row: Transition) => {
  const kind = row.by[0]!;
  return { kind, userId: kind === 'agency' ? userIds['harbour.ops']! : kind === 'staff' ? userIds.admin! : null };
};

describe('every transition of the table', () => {
  for (const row of TRANSITION_TABLE) {
    it(`${row.from} -> ${row.to} (${row.action} by ${row.by.join('/')}, money ${row.money})`, async () => {
      const id = await orderIn(row);
      const moved = await transition(t.app.orders, { orderId: id, to: row.to, actor: actorFor(row) });
      // A completed after-sale moves its origin too; the order itself is in the target status.
      expect(moved.status).toBe(row.to);
      const [event] = await t.database.db
        .select()
        .from(flightOrderEvents)
        .where(and(eq(flightOrderEvents.orderId, id), eq(flightOrderEvents.toStatus, row.to)));
      expect(event).toMatchObject({ fromStatus: row.from, actor: row.by[0] });
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, moved.orderNo), eq(auditLog.action, `flight.order.${row.action}`)));
      expect(audit).toBeDefined();
      await expectLedgerConsistent(t);
    });
  }
});

describe('forbidden transitions change nothing', () => {
  const samples: Array<[FlightOrderStatus, FlightOrderStatus, 'agency' | 'staff' | 'supplier' | 'timer']> = [
    ['to_be_paid', 'issued', 'supplier'], // must be paid and ticketed first
    ['issued', 'to_be_paid', 'agency'],
    ['closed', 'proceeding', 'agency'], // final
    ['refunded_reimbursed', 'refunded', 'timer'],
    ['to_be_paid', 'proceeding', 'staff'], // right move, wrong actor: only the agency pays
    ['rfd_reviewing', 'rfd_to_be_confirm', 'agency'], // only staff quote a refund
    ['proceeding', 'issued', 'agency'],
    ['to_be_paid', 'closed', 'agency'], // only the timer closes at the deadline
  ];
  for (const [from, to, kind] of samples) {
    it(`${from} -> ${to} by ${kind} is refused`, async () => {
      const id = await orderIn({ from, to, action: 'x', by: [kind], money: from === 'to_be_paid' ? 'hold' : 'none' });
      const before = await moneyFingerprint(t);
      const events = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(flightOrderEvents)
        .where(eq(flightOrderEvents.orderId, id));
      const error = await transition(t.app.orders, {
        orderId: id,
        to,
        actor: { kind, userId: kind === 'agency' ? userIds['harbour.ops']! : kind === 'staff' ? userIds.admin! : null },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).codeName).toBe('ORDER_TRANSITION_ILLEGAL');
      expect(await statusOf(t, id)).toBe(from);
      expect(await moneyFingerprint(t)).toBe(before);
      expect(
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(flightOrderEvents)
          .where(eq(flightOrderEvents.orderId, id)),
      ).toEqual(events);
    });
  }

  it('a locked order refuses everyone but the holder, naming the holder', async () => {
    const row = TRANSITION_TABLE.find((r) => r.from === 'to_be_paid' && r.to === 'origin_canceled')!;
    const id = await orderIn(row);
    await t.database.db.update(flightOrders).set({ lockedStatus: 1, lockedById: userIds['kowloon.super']! }).where(eq(flightOrders.id, id));
    const before = await moneyFingerprint(t);
    const error = await transition(t.app.orders, {
      orderId: id,
      to: 'origin_canceled',
      actor: { kind: 'agency', userId: userIds['harbour.ops']! },
    }).catch((e: unknown) => e);
    expect((error as ApiError).codeName).toBe('ORDER_LOCKED');
    expect((error as ApiError).vars.holder).toBe('Kowloon Super');
    expect(await statusOf(t, id)).toBe('to_be_paid');
    expect(await moneyFingerprint(t)).toBe(before);
    // Supplier events and timers are not stopped by a lock.
    await transition(t.app.orders, { orderId: id, to: 'closed', actor: { kind: 'timer', userId: null } });
    expect(await statusOf(t, id)).toBe('closed');
  });

  it('over HTTP an illegal action is a translated 409 and nothing changes', async () => {
    const token = await t.login('harbour.ops');
    const row = TRANSITION_TABLE.find((r) => r.from === 'issued' && r.to === 'changed')!;
    const id = await orderIn(row);
    const before = await moneyFingerprint(t);
    const res = await act(t, token, id, '/payment', { channel: 'balance' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This order's status is Issued: Pay is not possible now.");
    const zh = await t.call({
      method: 'POST',
      url: `/api/order/v2/flight/orders/${id}/confirmation`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-cn' },
    });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('订单当前为已出票，现在不能确认退票。');
    expect(await statusOf(t, id)).toBe('issued');
    expect(await moneyFingerprint(t)).toBe(before);
  });
});

describe('live status counts', () => {
  it('equal a count of the orders after all of the above (triggers on insert, update, delete)', async () => {
    const db = t.database.db;
    await db.execute(
      sql`UPDATE flight_orders SET deleted_at = now() WHERE id = (SELECT max(id) FROM flight_orders WHERE status = 'closed')`,
    );
    expect(await statusCountDrift(db, 'flight_orders', 'flight_order_status_counts', 'deleted_at IS NULL')).toEqual([]);
  });
});
