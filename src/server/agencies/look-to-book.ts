// Look-to-book: searches per booking over a period. Searching and booking areas count their events
// here (one upsert per event into a daily counter); the ratio reads the counters.
import { and, between, eq, sql } from 'drizzle-orm';
import type { LookToBook } from '@/domain/schemas/agencies';
import type { Db } from '../db/client';
import { agencyDailyActivity } from '../db/schema';
import type { Executor } from '@/server/db/executor';

async function count(db: Executor, agencyId: number, kind: 'searches' | 'bookings', day: string) {
  const column = agencyDailyActivity[kind];
  await db
    .insert(agencyDailyActivity)
    .values({ agencyId, day, [kind]: 1 })
    .onConflictDoUpdate({ target: [agencyDailyActivity.agencyId, agencyDailyActivity.day], set: { [kind]: sql`${column} + 1` } });
}

const today = () => new Date().toISOString().slice(0, 10);

/** Called by flight search for every search an agency runs. */
export function countSearch(db: Executor, agencyId: number, day = today()): Promise<void> {
  return count(db, agencyId, 'searches', day);
}

/** Called by booking for every order an agency creates. */
export function countBooking(db: Executor, agencyId: number, day = today()): Promise<void> {
  return count(db, agencyId, 'bookings', day);
}

export async function lookToBook(db: Db, agencyId: number, from: string, to: string): Promise<LookToBook> {
  const [row] = await db
    .select({
      searches: sql<number>`coalesce(sum(${agencyDailyActivity.searches}), 0)`.mapWith(Number),
      bookings: sql<number>`coalesce(sum(${agencyDailyActivity.bookings}), 0)`.mapWith(Number),
    })
    .from(agencyDailyActivity)
    .where(and(eq(agencyDailyActivity.agencyId, agencyId), between(agencyDailyActivity.day, from, to)));
  const searches = row?.searches ?? 0;
  const bookings = row?.bookings ?? 0;
  return { agencyId, from, to, searches, bookings, ratio: bookings === 0 ? null : Math.round((searches / bookings) * 100) / 100 };
}
