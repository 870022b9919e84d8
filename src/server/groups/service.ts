// The group order's life (docs/groups.md): the agency asks, the desk quotes, the agency confirms
// before the quote deadline and applies for seats, the desk grants them (optionally after a manual
// review), the agency pays each instalment from the wallet before its deadline, the desk issues.
// Every move goes through moveGroup (the transition table decides who may make it).
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { journeyErrors } from '@/domain/flights/journey-rules';
import { groupTotal, scheduleErrors, shownPrices } from '@/domain/groups/schedule';
import type { GroupQuote, GroupRequest } from '@/domain/groups/schemas';
import { GROUP_MIN_PASSENGERS } from '@/domain/groups/schemas';
import { canMove, nextAfterPayment, type GroupActor, type GroupStatus } from '@/domain/groups/status';
import { confirmQuoteRefusal, issueRefusal, payRefusal, reviewRefusal } from '@/domain/groups/actions';
import type { FieldError, Language } from '@/domain/schemas/common';
import { airportDirectory } from '../airports/directory';
import { settingsOf } from '../agencies/settings';
import type { Identity } from '../auth/identity';
import { groupInstalments, groupOrders, groupPassengers } from '../db/schema';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { Tx } from '@/server/db/executor';
import { pay } from '../wallet/payments';
import { plainAmount } from '../wallet/top-up';
import type { GroupContext } from './context';
import { lockGroup, moveGroup, recordEvent, type GroupRow } from './moves';
import { instalmentsOf, routeOf } from './view';
import { assertAllowed, factsOf } from './rules';

function orderNumber(now: Date): string {
  return `G${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function refuse(fields: FieldError[]): never {
  throw new ApiError('VALIDATION', { fields: fields.map((f) => f.field).join(', ') }, fields);
}

/** The journey rules and the group size (at least 10, an adult per infant). */
export async function validateRequest(ctx: GroupContext, input: GroupRequest, lang: Language): Promise<void> {
  const directory = await airportDirectory(ctx.db);
  const today = ctx.now().toISOString().slice(0, 10);
  const journeys = input.groupOrderExtraInfo.journeys;
  const fields: FieldError[] = journeyErrors('multi', journeys, (l) => directory.cityOf(l), today).map((e) => ({
    field: e.index < 0 ? 'groupOrderExtraInfo.journeys' : `groupOrderExtraInfo.journeys.${e.index}.${e.field}`,
    message: translate(lang, `journeyError.${e.code}`),
  }));
  const { adult, child, infant } = input.passengers;
  if (adult + child + infant < GROUP_MIN_PASSENGERS)
    fields.push({ field: 'passengers.adult', message: translate(lang, 'groupError.minPassengers') });
  if (adult < 1) fields.push({ field: 'passengers.adult', message: translate(lang, 'passengerError.adultRequired') });
  if (infant > adult) fields.push({ field: 'passengers.infant', message: translate(lang, 'passengerError.infantsPerAdult') });
  if (fields.length) refuse(fields);
}

export async function requestGroup(ctx: GroupContext, tx: Tx, identity: Identity, input: GroupRequest): Promise<GroupRow> {
  const now = ctx.now();
  const [row] = await tx
    .insert(groupOrders)
    .values({
      orderNo: orderNumber(now),
      agencyId: identity.agency.id,
      userId: identity.user.id,
      status: 'to_be_quote',
      request: input,
      adults: input.passengers.adult,
      children: input.passengers.child,
      infants: input.passengers.infant,
      currency: settingsOf(identity.agency).general.settlementCurrency,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordEvent(tx, row!.id, {
    from: null,
    to: 'to_be_quote',
    action: 'request',
    actor: 'agency',
    userId: identity.user.id,
    note: input.remark || null,
    at: now,
  });
  return row!;
}

const countsOf = (g: GroupRow) => ({ adult: g.adults, child: g.children, infant: g.infants });

/** The desk quotes: prices per passenger type, flights, quote deadline, 1-3 deposits and the final payment. */
export async function quoteGroup(
  ctx: GroupContext,
  tx: Tx,
  identity: Identity,
  id: number,
  quote: GroupQuote,
  lang: Language,
): Promise<GroupRow> {
  const group = await lockGroup(tx, id);
  if (!canMove('quote', group.status as GroupStatus, 'desk')) throw new ApiError('GROUP_STATUS_CONFLICT', { status: group.status });
  const now = ctx.now();
  // The desk's prices are sold in the unit they are shown in: the total and every instalment follow.
  const prices = shownPrices(quote.prices, countsOf(group), group.currency);
  const total = groupTotal(prices, countsOf(group));
  const errors = scheduleErrors({ ...quote, prices }, countsOf(group), now, group.currency);
  if (errors.length) {
    refuse(
      errors.map((e) => ({
        field: e.field,
        message: translate(lang, `groupError.${e.code}`, { total: plainAmount(total, group.currency) }),
      })),
    );
  }
  const deposits = quote.instalments.length - 1;
  await tx.insert(groupInstalments).values(
    quote.instalments.map((i, seq) => ({
      groupId: group.id,
      seq,
      kind: seq < deposits ? 'deposit' : 'final',
      amount: i.amount,
      dueAt: new Date(i.dueAt),
    })),
  );
  const { instalments: _i, quoteDeadline, ...rest } = quote;
  const kept = { ...rest, prices };
  return moveGroup(tx, group, {
    action: 'quote',
    actor: 'desk',
    to: 'to_be_confirm',
    userId: identity.user.id,
    at: now,
    note: quote.remark || null,
    set: {
      quote: kept,
      quoteDeadline: new Date(quoteDeadline),
      totalAmount: total,
      deposits,
      review: quote.manualReview ? 'pending' : null,
    },
  });
}

/** The agency confirms the quote, before its deadline (afterwards the timer closes it). */
export async function confirmQuote(ctx: GroupContext, tx: Tx, identity: Identity, id: number): Promise<GroupRow> {
  const group = await lockGroup(tx, id, identity.agency.id);
  const now = ctx.now();
  assertAllowed(confirmQuoteRefusal(factsOf(group, [], []), now), group);
  return moveGroup(tx, group, { action: 'confirmQuote', actor: 'agency', to: 'to_be_apply_seat', userId: identity.user.id, at: now });
}

export async function applySeats(ctx: GroupContext, tx: Tx, identity: Identity, id: number): Promise<GroupRow> {
  const group = await lockGroup(tx, id, identity.agency.id);
  return moveGroup(tx, group, { action: 'applySeats', actor: 'agency', to: 'seat_applying', userId: identity.user.id, at: ctx.now() });
}

export async function confirmSeats(ctx: GroupContext, tx: Tx, identity: Identity, id: number, pnr: string): Promise<GroupRow> {
  const group = await lockGroup(tx, id);
  return moveGroup(tx, group, {
    action: 'confirmSeats',
    actor: 'desk',
    to: 'to_be_pay_first',
    userId: identity.user.id,
    at: ctx.now(),
    detail: { pnr },
    set: { pnr },
  });
}

export async function rejectSeats(ctx: GroupContext, tx: Tx, identity: Identity, id: number, remark?: string): Promise<GroupRow> {
  const group = await lockGroup(tx, id);
  return moveGroup(tx, group, {
    action: 'rejectSeats',
    actor: 'desk',
    to: 'failed',
    userId: identity.user.id,
    at: ctx.now(),
    note: remark ?? null,
  });
}

/** The manual review before payment: approval opens payment; refusal fails the group (nothing was paid yet). */
export async function decideReview(
  ctx: GroupContext,
  tx: Tx,
  identity: Identity,
  id: number,
  approve: boolean,
  remark?: string,
): Promise<GroupRow> {
  const group = await lockGroup(tx, id);
  assertAllowed(reviewRefusal(factsOf(group, [], [])), group);
  const now = ctx.now();
  if (approve) {
    return moveGroup(tx, group, {
      action: 'approveReview',
      actor: 'desk',
      to: group.status as GroupStatus,
      userId: identity.user.id,
      at: now,
      note: remark ?? null,
      set: { review: 'approved' },
    });
  }
  return moveGroup(tx, group, {
    action: 'rejectReview',
    actor: 'desk',
    to: 'failed',
    userId: identity.user.id,
    at: now,
    note: remark ?? null,
  });
}

/**
 * Pays instalment `seq` from the wallet (inside the caller's idempotent transaction). Refused, with
 * nothing changed, when it is not the instalment due, a review is pending, or its deadline passed.
 */
export async function payInstalment(ctx: GroupContext, tx: Tx, identity: Identity, id: number, seq: number): Promise<GroupRow> {
  const group = await lockGroup(tx, id, identity.agency.id);
  const instalments = await instalmentsOf(tx, group.id);
  const now = ctx.now();
  assertAllowed(payRefusal(factsOf(group, instalments, []), seq, now), group);
  const instalment = instalments.find((i) => i.seq === seq)!;
  const final = seq === group.deposits;
  const label = final ? 'final payment' : `deposit ${seq + 1} of ${group.deposits}`; // the ledger's description
  const payment = await pay(tx, {
    agencyId: group.agencyId,
    orderRef: group.orderNo,
    part: final ? 'final' : `deposit-${seq + 1}`,
    amount: instalment.amount,
    currency: group.currency,
    businessType: 'group_flight',
    description: `${group.orderNo} ${routeOf(group.request as GroupRequest)} ${label}${final ? '' : ' (not refundable)'}`,
    createdBy: identity.user.id,
  });
  await tx
    .update(groupInstalments)
    .set({ paidAt: now, paymentId: payment.id })
    .where(and(eq(groupInstalments.id, instalment.id), isNull(groupInstalments.paidAt)));
  return moveGroup(tx, group, {
    action: 'pay',
    actor: 'agency',
    to: nextAfterPayment(seq, group.deposits),
    userId: identity.user.id,
    at: now,
    detail: { instalment: seq + 1, deposits: group.deposits, final, amount: instalment.amount, currency: group.currency },
  });
}

/** Cancels the group. Paid deposits are forfeited: no refund transfer is written, the group records the amount. */
export async function cancelGroup(
  ctx: GroupContext,
  tx: Tx,
  identity: Identity,
  id: number,
  actor: GroupActor,
  remark?: string,
): Promise<GroupRow> {
  const group = await lockGroup(tx, id, actor === 'agency' ? identity.agency.id : undefined);
  const paid = (await instalmentsOf(tx, group.id)).reduce((s, i) => s + (i.paidAt ? i.amount : 0), 0);
  return moveGroup(tx, group, {
    action: 'cancel',
    actor,
    to: 'canceled',
    userId: identity.user.id,
    at: ctx.now(),
    note: remark ?? null,
    detail: { forfeited: paid, currency: group.currency },
    set: { forfeitedAmount: paid },
  });
}

/** The desk issues: a ticket number for every passenger of the confirmed list. */
export async function issueGroup(
  ctx: GroupContext,
  tx: Tx,
  identity: Identity,
  id: number,
  tickets: ReadonlyArray<{ passengerId: number; ticketNumber: string }>,
  lang: Language,
): Promise<GroupRow> {
  const group = await lockGroup(tx, id);
  assertAllowed(issueRefusal(factsOf(group, [], [])), group);
  const passengers = await tx.select({ id: groupPassengers.id }).from(groupPassengers).where(eq(groupPassengers.groupId, group.id));
  const wanted = new Set(passengers.map((p) => p.id));
  const given = new Set(tickets.map((t) => t.passengerId));
  if (given.size !== tickets.length || given.size !== wanted.size || [...given].some((p) => !wanted.has(p))) {
    refuse([{ field: 'tickets', message: translate(lang, 'groupError.ticketsMismatch') }]);
  }
  for (const t of tickets) {
    await tx
      .update(groupPassengers)
      .set({ ticketNumber: t.ticketNumber.replace('-', '') })
      .where(and(eq(groupPassengers.id, t.passengerId), eq(groupPassengers.groupId, group.id)));
  }
  const now = ctx.now();
  return moveGroup(tx, group, {
    action: 'issue',
    actor: 'desk',
    to: 'issued',
    userId: identity.user.id,
    at: now,
    detail: { count: tickets.length },
    set: { issuedAt: now },
  });
}

export async function groupOf(db: Db, id: number, agencyId?: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(groupOrders)
    .where(agencyId === undefined ? eq(groupOrders.id, id) : and(eq(groupOrders.id, id), eq(groupOrders.agencyId, agencyId)));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}
