// The group's passenger list: an xlsx template, import (the flight import's sheet reading and field
// checks, read before the group is locked, then the passenger rules against the quoted flights, then
// the count of the group), and
// confirmation, after which the list cannot change.
import { and, eq, isNull } from 'drizzle-orm';
import { passengerRuleErrors } from '@/domain/flights/passenger-rules';
import type { GroupImportAnswer, OfferedFlight } from '@/domain/groups/schemas';
import type { Language } from '@/domain/schemas/common';
import type { Identity } from '../auth/identity';
import { groupOrders, groupPassengers } from '../db/schema';
import type { ImportRowError, PassengerSheet } from '../flights/passenger-import';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import { flightLimitsOf } from '../users/view';
import type { Tx } from '@/server/db/executor';
import type { GroupContext } from './context';
import { lockGroup, recordEvent, type GroupRow } from './moves';
import { assertAllowed, factsOf } from './rules';
import { confirmPassengersRefusal, passengerListRefusal } from '@/domain/groups/actions';

function editable(group: GroupRow): void {
  assertAllowed(passengerListRefusal(factsOf(group, [], [])), group);
}

function tripDays(group: GroupRow): { firstDeparture: string; lastFlight: string } {
  const flights = ((group.quote as { flights?: OfferedFlight[] } | null)?.flights ?? [])
    .slice()
    .sort((a, b) => a.departure.localeCompare(b.departure));
  return { firstDeparture: flights[0]!.departure.slice(0, 10), lastFlight: flights[flights.length - 1]!.arrival.slice(0, 10) };
}

/** Checks the sheet; saves the list (replacing a draft) only when every row passes and the count matches. */
export async function importGroupPassengers(
  ctx: GroupContext,
  tx: Tx,
  identity: Identity,
  id: number,
  sheet: PassengerSheet,
  lang: Language,
): Promise<GroupImportAnswer> {
  const group = await lockGroup(tx, id, identity.agency.id);
  editable(group);
  const { passengers, passengerRows: goodRows, errors } = sheet;
  const errorRows = new Set(errors.map((e) => e.row));
  const rules = { ...tripDays(group), fareDocuments: [], limits: flightLimitsOf(identity.user) };
  const all: ImportRowError[] = [...errors];
  passengers.forEach((p, i) => {
    for (const e of passengerRuleErrors(p, rules)) {
      all.push({
        row: goodRows[i] ?? 0,
        field: e.field,
        passengerType: p.type,
        message: translate(lang, `passengerError.${e.code}`, {
          type: translate(lang, `passengerType.${p.type}`, { defaultValue: p.type }),
        }),
      });
    }
  });
  const rowCount = passengers.length + errorRows.size;
  const given = { adult: 0, child: 0, infant: 0 };
  for (const p of passengers) given[p.type] += 1;
  const expected = `${group.adults} / ${group.children} / ${group.infants}`;
  if (
    rowCount !== group.adults + group.children + group.infants ||
    (all.length === 0 && (given.adult !== group.adults || given.child !== group.children || given.infant !== group.infants))
  ) {
    all.push({
      row: 0,
      field: 'count',
      passengerType: null,
      message: translate(lang, 'groupError.countMismatch', { given: `${given.adult} / ${given.child} / ${given.infant}`, expected }),
    });
  }
  all.sort((a, b) => a.row - b.row);
  if (all.length) return { saved: false, passengers, errors: all };

  await tx.delete(groupPassengers).where(eq(groupPassengers.groupId, group.id));
  await tx.insert(groupPassengers).values(
    passengers.map((p, seq) => ({
      groupId: group.id,
      seq,
      type: p.type,
      surname: p.surname,
      givenNames: p.given_names,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      documentType: p.travel_document.type,
      documentNumber: p.travel_document.number,
      documentExpiry: p.travel_document.expiry,
      phone: p.phone ?? null,
      email: p.email ?? null,
    })),
  );
  await recordEvent(tx, group.id, {
    from: group.status,
    to: group.status,
    action: 'importPassengers',
    actor: 'agency',
    userId: identity.user.id,
    detail: { count: passengers.length },
    at: ctx.now(),
  });
  return { saved: true, passengers, errors: [] };
}

/** Confirms the imported list; from then on the API refuses any change to it. */
export async function confirmGroupPassengers(ctx: GroupContext, tx: Tx, identity: Identity, id: number): Promise<void> {
  const group = await lockGroup(tx, id, identity.agency.id);
  const rows = await tx.select({ type: groupPassengers.type }).from(groupPassengers).where(eq(groupPassengers.groupId, group.id));
  assertAllowed(
    confirmPassengersRefusal(
      factsOf(
        group,
        [],
        rows.map((r) => r.type),
      ),
    ),
    group,
  );
  const now = ctx.now();
  const [done] = await tx
    .update(groupOrders)
    .set({ passengersConfirmedAt: now, updatedAt: now })
    .where(and(eq(groupOrders.id, group.id), isNull(groupOrders.passengersConfirmedAt)))
    .returning({ id: groupOrders.id });
  if (!done) throw new ApiError('GROUP_PASSENGERS_LOCKED');
  await recordEvent(tx, group.id, {
    from: group.status,
    to: group.status,
    action: 'confirmPassengers',
    actor: 'agency',
    userId: identity.user.id,
    detail: { count: rows.length },
    at: now,
  });
}
