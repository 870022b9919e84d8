// Demo train orders (npm run seed, and an empty database at start): Harbour Travel's bookings across
// the statuses (to be paid, issued, partly and fully refunded, changed, failed and reimbursed,
// canceled, closed) and one of Kowloon's, made through the same services a user calls, against the
// rail simulator, so tickets, seats, history, payments and ledger agree (npm run ledger:check).
// Seeded history is past: no notifications; the jobs a held order needs are queued as usual.
// Idempotent: skipped when Harbour has train orders.
import { eq } from 'drizzle-orm';
import { trainNote } from '@/domain/trains/history';
import { loadIdentity, type Identity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies, trainOrders, users } from '../db/schema';
import { JobQueue } from '../jobs/queue';
import { outboundPolicy } from '../outbound/address-policy';
import { railKnobsWith } from '../flights/suppliers/simulator/rail-profile';
import { cancelTrainOrder } from './actions';
import { requestTrainChange, requestTrainRefund } from './after-sale';
import { bookTrain } from './booking';
import type { TrainsContext } from './context';
import { ticketOutcomes } from './follow-ups';
import { defineTrainJobs, issueAtSupplier, runTrainWork, writeTicketNumbers } from './jobs';
import { RAIL_SUPPLIER, RAIL_TIMER, ticketsOf, type TrainOrderRow } from './order-row';
import { offersOf, startTrainSearch } from './search';
import { SimulatedRailSupplier } from './supplier/simulated-rail';
import { moveTrainIn } from './transition';
import type { TrainOffer } from '@/domain/trains/schemas';

const PASSENGERS = [
  [{ name: '陈大文', type: 'adult', documentType: 'idcard', documentNumber: '440304198505051234', seatPreference: 'A' }],
  [
    { name: '王小明', type: 'adult', documentType: 'idcard', documentNumber: '11010519491231002X' },
    { name: '王美玲', type: 'child', documentType: 'idcard', documentNumber: '110105201505050024' },
  ],
  [
    { name: 'CHAN TAI MAN', type: 'adult', documentType: 'hk-macao-travel-permit', documentNumber: 'H12345678', seatPreference: 'F' },
    { name: '李嘉欣', type: 'student', documentType: 'idcard', documentNumber: '440304200201011233' },
  ],
] as const;

function chinaDay(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedDemoTrainOrders(db: Db, now = new Date()): Promise<boolean> {
  const [harbourRow] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  if (!harbourRow) return false;
  const [existing] = await db.select({ id: trainOrders.id }).from(trainOrders).where(eq(trainOrders.agencyId, harbourRow.id)).limit(1);
  if (existing) return false;
  const jobs = new JobQueue(db);
  const ctx: TrainsContext = {
    db,
    jobs,
    outbound: outboundPolicy(),
    now: () => now,
    running: new Set(),
    followUp: ticketOutcomes,
    supplier: new SimulatedRailSupplier(
      db,
      railKnobsWith({
        latencyMs: [0, 0],
        bookLatencyMs: [0, 0],
        ticketLatencyMs: [0, 0],
        failureRate: 0,
        soldOutAtBookingRate: 0,
        ticketFailureRate: 0,
        runRate: 1,
      }),
      () => now,
    ),
  };
  defineTrainJobs(ctx);
  // Started before any transaction sends a job (PGlite is one connection).
  await jobs.start();
  try {
    const person = async (username: string): Promise<Identity> => {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return (await loadIdentity(db, u!.id))!;
    };
    const ops = await person('harbour.ops');

    async function offer(
      identity: Identity,
      from: string,
      to: string,
      days: number,
      seatClass: string,
      pick = 0,
    ): Promise<{ searchId: string; offer: TrainOffer }> {
      const { id } = await startTrainSearch(ctx, identity, { from, to, date: chinaDay(now, days) });
      await Promise.all([...ctx.running]);
      const offers = ((await offersOf(db, id, 'outbound')) ?? []).filter((o) =>
        o.seats.some((s) => s.seatClass === seatClass && s.seatsLeft >= 2),
      );
      return { searchId: id, offer: offers[Math.min(pick, offers.length - 1)]! };
    }

    async function book(
      identity: Identity,
      from: string,
      to: string,
      days: number,
      seatClass: string,
      passengers: (typeof PASSENGERS)[number],
      payment: 'balance' | 'hold',
      pick = 0,
    ): Promise<TrainOrderRow> {
      const { searchId, offer: o } = await offer(identity, from, to, days, seatClass, pick);
      return db.transaction((tx) =>
        bookTrain(ctx, tx, identity, {
          searchId,
          journeys: [{ offerId: o.offerId, seatClass: seatClass as 'second' }],
          passengers: passengers.map((p) => ({ ...p })),
          contact: { name: 'Harbour desk', phone: '85200000000', email: 'desk@harbour.example' },
          payment,
        }),
      );
    }

    async function issue(order: TrainOrderRow): Promise<TrainOrderRow> {
      const tickets = await ticketsOf(db, order.id);
      const numbers = await issueAtSupplier(ctx, tickets);
      return db.transaction(async (tx) => {
        const written = await writeTicketNumbers(tx, tickets, numbers);
        return moveTrainIn(tx, ctx, {
          orderId: order.id,
          to: 'issued',
          actor: RAIL_SUPPLIER,
          expectedFrom: 'ticketing',
          note: trainNote('ticketsIssued', { tickets: written.join(', ') }),
          set: { issuedAt: now },
        });
      });
    }

    // To be paid: seats held, pay before the time limit.
    await book(ops, 'shanghai', 'hangzhou', 4, 'second', PASSENGERS[0], 'hold');
    // Issued: Beijing South to Shanghai Hongqiao, two passengers (one child).
    await issue(await book(ops, 'VNP', 'AOH', 6, 'second', PASSENGERS[1], 'balance'));
    // Issued, one ticket refunded (5 % fee band), the other still travelling.
    const partly = await issue(await book(ops, 'guangzhou', 'shenzhen', 5, 'first', PASSENGERS[2], 'balance'));
    const partlyTickets = await ticketsOf(db, partly.id);
    const refund = await requestTrainRefund(ctx, ops, partly, { ticketIds: [partlyTickets[0]!.id], remark: 'Trip shortened' });
    await runTrainWork(ctx, { orderId: refund.id, status: 'refunding' });
    // Fully refunded, free (more than 8 days ahead).
    const full = await issue(await book(ops, 'beijing', 'tianjin', 12, 'second', PASSENGERS[0], 'balance'));
    const fullRefund = await requestTrainRefund(ctx, ops, full, { ticketIds: (await ticketsOf(db, full.id)).map((t) => t.id) });
    await runTrainWork(ctx, { orderId: fullRefund.id, status: 'refunding' });
    // Changed to a later, dearer train (first class): the difference paid from the wallet.
    const changed = await issue(await book(ops, 'wuhan', 'changsha', 7, 'second', PASSENGERS[0], 'balance'));
    const later = await offer(ops, 'WHN', 'changsha', 7, 'first', 3);
    const ticket = (await ticketsOf(db, changed.id))[0]!;
    if (later.offer && later.offer.from === ticket.fromCode) {
      const change = await requestTrainChange(ctx, ops, changed, {
        ticketIds: [ticket.id],
        searchId: later.searchId,
        offerId: later.offer.offerId,
        seatClass: 'first',
        remark: 'Meeting moved',
      });
      await runTrainWork(ctx, { orderId: change.id, status: 'changing' });
    }
    // Failed at the railway: the held money went back.
    const failing = await book(ops, 'xian', 'zhengzhou', 3, 'second', PASSENGERS[0], 'balance');
    await db.transaction((tx) =>
      moveTrainIn(tx, ctx, {
        orderId: failing.id,
        to: 'failed_reimbursed',
        actor: RAIL_SUPPLIER,
        note: trainNote('ticketingRefused', { reason: 'identity check failed' }),
      }),
    );
    // Canceled before paying, and closed at the time limit.
    const canceled = await book(ops, 'nanjing', 'shanghai', 9, 'second', PASSENGERS[0], 'hold');
    await cancelTrainOrder(ctx, ops, canceled, 'Booked twice');
    const closed = await book(ops, 'chengdu', 'chongqing', 8, 'second', PASSENGERS[0], 'hold');
    await db.transaction((tx) =>
      moveTrainIn(tx, ctx, { orderId: closed.id, to: 'closed', actor: RAIL_TIMER, note: trainNote('deadlinePassed') }),
    );
    // Kowloon Tours' booking (from when its trains were on): its parent lists it too.
    await issue(await book(await person('kowloon.super'), 'shenzhen', 'guangzhou', 5, 'second', PASSENGERS[0], 'balance', 2));
    return true;
  } finally {
    await jobs.stop();
  }
}
