// China's real-name rules at booking (src/domain/trains/real-name.ts): within the order (one document
// once, a child with an adult, a passport holder's details) and across the agency's live tickets (one
// document, one ticket per train and date). The check holds a transaction-scoped advisory lock per
// document, train and date, so two bookings of one document racing each other meet one after the
// other and the second is refused.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mainlandIdProblem } from '@/domain/mainland-id';
import { realNameIssues, sameDocument, type RealNamePassenger } from '@/domain/trains/real-name';
import type { Tx } from '@/server/db/executor';
import { trainOrders, trainOrderTickets } from '../db/schema';
import { ApiError } from '../http/api-error';

/** Ticket states that still hold a seat on their train (a refunded or void ticket frees the document). */
const LIVE_TICKET_STATES = ['booked', 'issued', 'refunding', 'changing', 'changed'];

interface Journey {
  trainNo: string;
  /** Local China departure, yyyy-mm-ddThh:mm. */
  departure: string;
}

export async function checkRealNameRules(
  tx: Tx,
  agencyId: number,
  passengers: ReadonlyArray<RealNamePassenger & { name: string; documentType: string; documentNumber: string }>,
  journeys: readonly Journey[],
): Promise<void> {
  // A number read from the often-used list is checked as a typed one is (the schema checks typed ones).
  const badId = passengers.findIndex((p) => p.documentType === 'idcard' && mainlandIdProblem(p.documentNumber) !== null);
  if (badId >= 0) {
    const problem = mainlandIdProblem(passengers[badId]!.documentNumber)!;
    throw new ApiError('VALIDATION', { fields: `passengers.${badId}.documentNumber` }, [
      { field: `passengers.${badId}.documentNumber`, message: problem },
    ]);
  }
  const issues = realNameIssues(passengers);
  const twice = issues.find((i) => i.problem === 'documentTwice');
  if (twice) {
    const journey = journeys[0]!;
    throw new ApiError(
      'TRAIN_DOCUMENT_BOOKED',
      { passenger: passengers[twice.index]!.name, trainNo: journey.trainNo, date: journey.departure.slice(0, 10) },
      [{ field: `passengers.${twice.index}.documentNumber`, message: 'documentTwice' }],
    );
  }
  const alone = issues.find((i) => i.problem === 'childWithoutAdult');
  if (alone)
    throw new ApiError('TRAIN_CHILD_ALONE', { passenger: passengers[alone.index]!.name }, [
      { field: `passengers.${alone.index}.type`, message: 'childWithoutAdult' },
    ]);
  const details = issues.filter((i) => i.problem === 'passportDetails');
  if (details.length) {
    throw new ApiError(
      'VALIDATION',
      { fields: details.map((i) => `passengers.${i.index}.${i.field}`).join(', ') },
      details.map((i) => ({ field: `passengers.${i.index}.${i.field}`, message: 'passportDetails' })),
    );
  }

  const keys = passengers.map((p) => sameDocument(p.documentType, p.documentNumber));
  for (const journey of journeys) {
    const date = journey.departure.slice(0, 10);
    // Sorted: two bookings sharing documents take their locks in one order (no deadlock).
    for (const key of [...keys].sort())
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`train-document:${agencyId}:${journey.trainNo}:${date}:${key}`}))`);
    const numbers = [...new Set(passengers.map((p) => p.documentNumber.trim().toUpperCase()))];
    const held = await tx
      .select({ documentType: trainOrderTickets.documentType, documentNumber: trainOrderTickets.documentNumber })
      .from(trainOrderTickets)
      .innerJoin(trainOrders, eq(trainOrders.id, trainOrderTickets.orderId))
      .where(
        and(
          eq(trainOrders.agencyId, agencyId),
          eq(trainOrderTickets.trainNo, journey.trainNo),
          sql`substr(${trainOrderTickets.departure}, 1, 10) = ${date}`,
          inArray(trainOrderTickets.state, LIVE_TICKET_STATES),
          inArray(sql`upper(${trainOrderTickets.documentNumber})`, numbers),
        ),
      );
    const heldKeys = new Set(held.map((h) => sameDocument(h.documentType, h.documentNumber)));
    const index = keys.findIndex((k) => heldKeys.has(k));
    if (index >= 0) {
      throw new ApiError('TRAIN_DOCUMENT_BOOKED', { passenger: passengers[index]!.name, trainNo: journey.trainNo, date }, [
        { field: `passengers.${index}.documentNumber`, message: 'documentTwice' },
      ]);
    }
  }
}
