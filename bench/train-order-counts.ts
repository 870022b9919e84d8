// `tsx bench/train-order-counts.ts`: PostgreSQL execution times (EXPLAIN ANALYZE, warm, median of
// five) of the train orders list's total and status counts at a large book (BENCH_TRAIN_ORDERS
// bookings from bench/train-order-seed.ts, 100,000 by default): counting the orders in scope as the
// list did before the status-count table, and reading that table as it does now; and the train
// number filter's count, by the journeys' elements one by one before, by containment through the
// GIN index now; and what the counting triggers add to a one-order status move. Prints a Markdown
// table and the load average.
import { loadavg } from 'node:os';
import { eq, sql, type SQL } from 'drizzle-orm';
import { identityOf, type Identity } from '@/server/auth/identity';
import { openDatabase } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';
import { agencies, users } from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { orderScope } from '@/server/flights/orders/scope';
import { trainCountStatement, trainListStatement, trainStatusCountStatement } from '@/server/trains/queries';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { seedBulkTrainOrders } from './train-order-seed';

const BOOKINGS = Number(process.env.BENCH_TRAIN_ORDERS ?? 100_000);
const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
if ('unavailable' in scratch) throw new Error(scratch.unavailable);
const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
try {
  await database.migrate();
  await seedDemo(database.db);
  const seeding = Date.now();
  await seedBulkTrainOrders(scratch.url, 1, BOOKINGS);
  console.log(`seeded ${BOOKINGS} bookings in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const orders = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM train_orders`))[0]!.n;

  async function identity(username: string): Promise<Identity> {
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    const [agency] = await database.db.select().from(agencies).where(eq(agencies.id, user!.agencyId));
    return identityOf(user!, agency!);
  }
  const ops = await identity('harbour.ops');
  const admin = await identity('admin');

  /** Median execution time of five warm runs, ms. */
  async function timed(statement: SQL): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await database.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`));
      const plan = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN'] as string) : row!['QUERY PLAN'];
      if (i > 0) times.push((plan as Array<{ 'Execution Time': number }>)[0]!['Execution Time']);
    }
    return times.sort((a, b) => a - b)[2]!;
  }

  // The statements the list ran before: a count of the orders in scope, and their statuses grouped.
  const counted = (who: Identity, extra?: SQL) =>
    sql`SELECT count(*)::int AS n FROM train_orders o WHERE ${orderScope(who, {})}${extra ? sql` AND ${extra}` : sql``}`;
  const grouped = (who: Identity) =>
    sql`SELECT o.status, count(*)::int AS cnt FROM train_orders o WHERE ${orderScope(who, {})} GROUP BY o.status ORDER BY o.status`;
  const byElements = (trainNo: string) => sql`EXISTS (SELECT 1 FROM jsonb_array_elements(o.journeys) j WHERE j->>'trainNo' = ${trainNo})`;

  const cases: Array<[string, SQL, SQL]> = [
    ['total, no filter', counted(ops), trainCountStatement(ops, {})],
    ['total, status issued', counted(ops, sql`o.status = 'issued'`), trainCountStatement(ops, { status: ['issued'] })],
    ['total, type refund', counted(ops, sql`o.type = 'refund'`), trainCountStatement(ops, { type: 'refund' })],
    ['status counts', grouped(ops), trainStatusCountStatement(ops, {})],
    ['staff: total', counted(admin), trainCountStatement(admin, {})],
    ['staff: status counts', grouped(admin), trainStatusCountStatement(admin, {})],
    ['total, train number G7', counted(ops, byElements('G7')), trainCountStatement(ops, { trainNo: 'G7' })],
  ];
  console.log(
    `\n${orders} train orders; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| case | before, ms | after, ms |\n|---|---|---|');
  for (const [name, before, after] of cases)
    console.log(`| ${name} | ${(await timed(before)).toFixed(2)} | ${(await timed(after)).toFixed(2)} |`);
  const page = { offset: 0, limit: 20 };
  console.log(`| page, train number G7 (after only) | | ${(await timed(trainListStatement(ops, { trainNo: 'G7' }, page))).toFixed(2)} |`);
  console.log(
    `| staff page, train number G7 (after only) | | ${(await timed(trainListStatement(admin, { trainNo: 'G7' }, page))).toFixed(2)} |`,
  );

  // What the triggers add to a write: single-order status moves (one statement, one transaction each,
  // as an order action moves its order), with the counting triggers on and off, in alternating rounds.
  const ids = rowsOf<{ id: number }>(
    await database.db.execute(sql`SELECT id FROM train_orders WHERE status IN ('issued', 'closed') ORDER BY id LIMIT 1000`),
  ).map((r) => r.id);
  async function moves(): Promise<number> {
    const began = performance.now();
    for (const id of ids)
      await database.db.execute(
        sql`UPDATE train_orders SET status = CASE status WHEN 'issued' THEN 'closed' ELSE 'issued' END, updated_at = now() WHERE id = ${id}`,
      );
    return ((performance.now() - began) * 1000) / ids.length;
  }
  const triggers = (on: boolean) => database.db.execute(sql.raw(`ALTER TABLE train_orders ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`));
  const rounds: Record<'on' | 'off', number[]> = { on: [], off: [] };
  for (let round = 0; round < 3; round++) {
    rounds.on.push(await moves());
    await triggers(false);
    rounds.off.push(await moves());
    await triggers(true);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!.toFixed(0);
  console.log(
    `\none-order status move, µs per statement (median of 3 rounds of ${ids.length}): triggers on ${median(rounds.on)}, off ${median(rounds.off)}`,
  );
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await database.close();
  await scratch.drop();
}
