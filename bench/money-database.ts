// The money benches' database: a scratch PostgreSQL database (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local default), migrated and seeded with the demo data; exit 2 when
// PostgreSQL cannot be reached.
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { DEFAULT_ADMIN_URL, createScratchDatabase, type ScratchDatabase } from './postgres';

export async function seededScratchDatabase(poolSize: number): Promise<{ scratch: ScratchDatabase; database: Database }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const scratch = await createScratchDatabase(adminUrl);
  if ('unavailable' in scratch) {
    console.error(`PostgreSQL is not available at ${adminUrl}: ${scratch.unavailable}`);
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize });
  await database.migrate();
  await seedDemo(database.db);
  return { scratch, database };
}
