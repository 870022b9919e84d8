// What a server does to its database before it serves: apply the migrations, install the job
// queue's tables, load the shipped reference data when it changed, and fill an empty database with
// the demo data. Each step prints its time (start-steps.ts).
import { ensureReferenceData } from '../airports/load-reference';
import { installJobSchema } from '../jobs/queue';
import { seedDemoOrders } from '../flights/orders/demo-seed';
import { timed } from '../start-steps';
import { seedDemoTrainOrders } from '../trains/demo-seed';
import type { Database } from './client';
import { isEmpty, seedDemo } from './seed';

const count = new Intl.NumberFormat('en');

export async function prepareDatabase(database: Database): Promise<void> {
  const { db } = database;
  await timed('migrating', () => database.migrate());
  await timed('job queue tables', () => installJobSchema(db));
  await timed(
    'reference data',
    () => ensureReferenceData(db),
    (loaded) =>
      loaded
        ? `${count.format(loaded.airports)} airports, ${count.format(loaded.cities)} cities, ${count.format(loaded.airlines)} airlines`
        : 'up to date',
  );
  if (await isEmpty(db)) {
    await timed('demo data (agencies, users, wallets, groups, orders)', async () => {
      await seedDemo(db);
      await seedDemoOrders(db);
      await seedDemoTrainOrders(db);
    });
  }
}
