// Demo groups (seed): Harbour Travel's groups waiting at different steps, made through the same
// services a user would call. No instalment is paid here: the seeded wallets and their statements
// stay as the money seed left them. Idempotent: skipped once Harbour has a group.
import { eq } from 'drizzle-orm';
import type { GroupQuote, GroupRequest } from '@/domain/groups/schemas';
import { loadIdentity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies, groupOrders, users } from '../db/schema';
import type { GroupContext } from './context';
import { applySeats, confirmQuote, confirmSeats, quoteGroup, requestGroup } from './service';
import { sweepGroups } from './sweep';

async function identity(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const found = row && (await loadIdentity(db, row.id));
  if (!found) throw new Error(`seed: user ${username} missing`);
  return found;
}

const day = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

function request(now: Date, origin: string, destination: string, inDays: number, remark: string): GroupRequest {
  return {
    groupOrderExtraInfo: {
      journeys: [{ origin, destination, date: ymd(day(now, inDays)), remark }],
      isChangeDate: inDays > 50,
      acceptChangeFlight: true,
    },
    passengers: { adult: 10, child: 10, infant: 0 },
    contact: { name: 'Harbour group desk', phone: '85200000000', email: 'desk@harbour.example' },
    remark: '',
  };
}

function quote(now: Date, from: string, to: string, inDays: number, deposits: number, deadlineDays = 2): GroupQuote {
  const total = 10 * 268_000 + 10 * 201_000;
  const parts = deposits + 1;
  const amounts = Array.from({ length: parts }, (_, i) => (i < deposits ? 1_000_000 : total - deposits * 1_000_000));
  const date = ymd(day(now, inDays));
  return {
    prices: { adult: 268_000, child: 201_000, infant: 0 },
    flights: [
      {
        carrier: 'CX',
        flightNumber: 'CX348',
        origin: from,
        destination: to,
        departure: `${date} 09:35`,
        arrival: `${date} 12:50`,
        cabin: 'economy',
      },
    ],
    quoteDeadline: day(now, deadlineDays).toISOString(),
    instalments: amounts.map((amount, i) => ({ amount, dueAt: day(now, deadlineDays + 3 + i * 7).toISOString() })),
    manualReview: false,
    remark: 'Group fare: name changes free until 14 days before departure.',
  };
}

export async function seedGroups(db: Db, now = new Date()): Promise<void> {
  const [harbour] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  if (!harbour) return;
  const [existing] = await db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.agencyId, harbour.id)).limit(1);
  if (existing) return;
  const ops = await identity(db, 'harbour.ops');
  const desk = await identity(db, 'admin');
  const ctx: GroupContext = { db, mailer: { send: async () => {} }, now: () => now };
  const lang = 'en' as const;
  await db.transaction(async (tx) => {
    // Waiting for a quote.
    await requestGroup(ctx, tx, ops, request(now, 'airport-HKG', 'NRT', 45, 'School trip, morning departure'));
    // Quoted: the agency has two days to confirm.
    const quoted = await requestGroup(ctx, tx, ops, request(now, 'airport-HKG', 'airport-BKK', 60, 'Incentive tour'));
    await quoteGroup(ctx, tx, desk, quoted.id, quote(now, 'HKG', 'BKK', 60, 2), lang);
    // Seats being applied for.
    const applying = await requestGroup(ctx, tx, ops, request(now, 'airport-HKG', 'SIN', 75, 'Conference delegation'));
    await quoteGroup(ctx, tx, desk, applying.id, quote(now, 'HKG', 'SIN', 75, 1), lang);
    await confirmQuote(ctx, tx, ops, applying.id);
    await applySeats(ctx, tx, ops, applying.id);
    // Seats granted: three deposits and a final payment to pay.
    const paying = await requestGroup(ctx, tx, ops, request(now, 'airport-HKG', 'airport-PEK', 90, 'Choir tour, one checked bag each'));
    await quoteGroup(ctx, tx, desk, paying.id, quote(now, 'HKG', 'PEK', 90, 3), lang);
    await confirmQuote(ctx, tx, ops, paying.id);
    await applySeats(ctx, tx, ops, paying.id);
    await confirmSeats(ctx, tx, desk, paying.id, 'HB7Q2M');
    // A quote nobody confirmed, asked three days ago: closed by the timer below.
    const before = day(now, -3);
    const past: GroupContext = { ...ctx, now: () => before };
    const lapsed = await requestGroup(past, tx, ops, request(before, 'airport-HKG', 'TPE', 30, 'Alumni reunion'));
    await quoteGroup(past, tx, desk, lapsed.id, quote(before, 'HKG', 'TPE', 30, 1, 1), lang);
  });
  await sweepGroups(ctx, now);
}
