// A group order as the API answers it: request, quote, the schedule with each instalment's state,
// the passenger list and the history.
import { asc, eq } from 'drizzle-orm';
import { instalmentState } from '@/domain/groups/schedule';
import type { GroupOrder, GroupRequest } from '@/domain/groups/schemas';
import type { GroupStatus } from '@/domain/groups/status';
import { agencies, groupEvents, groupInstalments, groupPassengers, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Executor } from '@/server/db/executor';
import type { GroupRow } from './moves';
import { factsOf } from './rules';
import { groupAllowedActions, type GroupSide } from '@/domain/groups/actions';

export type InstalmentRow = typeof groupInstalments.$inferSelect;

export function firstUnpaid(instalments: readonly InstalmentRow[]): number | null {
  return instalments.find((i) => !i.paidAt)?.seq ?? null;
}

export async function instalmentsOf(db: Executor, groupId: number): Promise<InstalmentRow[]> {
  return (db as Db).select().from(groupInstalments).where(eq(groupInstalments.groupId, groupId)).orderBy(asc(groupInstalments.seq));
}

/** The group as `side` sees it, with what that side may do to it now. */
export async function groupView(db: Executor, row: GroupRow, now: Date, side: GroupSide): Promise<GroupOrder> {
  const d = db as Db;
  const [instalments, passengers, events, [agency]] = await Promise.all([
    instalmentsOf(d, row.id),
    d.select().from(groupPassengers).where(eq(groupPassengers.groupId, row.id)).orderBy(asc(groupPassengers.seq)),
    d
      .select({ e: groupEvents, username: users.username })
      .from(groupEvents)
      .leftJoin(users, eq(users.id, groupEvents.userId))
      .where(eq(groupEvents.groupId, row.id))
      .orderBy(asc(groupEvents.id)),
    d.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, row.agencyId)),
  ]);
  const unpaid = firstUnpaid(instalments);
  const status = row.status as GroupStatus;
  const quote = row.quote as GroupOrder['quote'];
  return {
    id: row.id,
    orderNo: row.orderNo,
    agencyId: row.agencyId,
    agencyName: agency?.name ?? '',
    status,
    request: row.request as GroupRequest,
    currency: row.currency,
    quote: quote ? { ...quote, quoteDeadline: row.quoteDeadline!.toISOString() } : null,
    totalAmount: row.totalAmount,
    paidAmount: instalments.reduce((s, i) => s + (i.paidAt ? i.amount : 0), 0),
    forfeitedAmount: row.forfeitedAmount,
    instalments: instalments.map((i) => ({
      seq: i.seq,
      kind: i.kind as 'deposit' | 'final',
      amount: i.amount,
      dueAt: i.dueAt.toISOString(),
      paidAt: i.paidAt?.toISOString() ?? null,
      state: instalmentState(i, { status, firstUnpaid: unpaid }, now),
    })),
    review: row.review as GroupOrder['review'],
    pnr: row.pnr,
    passengersConfirmedAt: row.passengersConfirmedAt?.toISOString() ?? null,
    passengers: passengers.map((p) => ({
      id: p.id,
      seq: p.seq,
      type: p.type as 'adult',
      surname: p.surname,
      givenNames: p.givenNames,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      documentType: p.documentType,
      documentNumber: p.documentNumber,
      documentExpiry: p.documentExpiry,
      ticketNumber: p.ticketNumber,
    })),
    events: events.map(({ e, username }) => ({
      at: e.createdAt.toISOString(),
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      action: e.action,
      actor: e.actor as 'agency',
      user: username,
      note: e.note,
      detail: e.detail ?? null,
    })),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allowedActions: groupAllowedActions(
      factsOf(
        row,
        instalments,
        passengers.map((p) => p.type),
      ),
      side,
      now,
    ),
  };
}

/** "PEK-HKG HKG-PEK" from the request's journeys. */
export function routeOf(request: GroupRequest): string {
  return request.groupOrderExtraInfo.journeys
    .map((j) => `${j.origin.replace('airport-', '')}-${j.destination.replace('airport-', '')}`)
    .join(' ');
}
