// `npm run seed`: migrate and load the demo data into the configured database (idempotent).
import { readConfig } from '../config';
import { openDatabase } from './client';
import { lockUnlessPostgres } from './lock';
import { seedDemoOrders } from '../flights/orders/demo-seed';
import { seedDemoTrainOrders } from '../trains/demo-seed';
import { seedDemo } from './seed';
import { installJobSchema } from '../jobs/queue';

const config = readConfig();
const release = lockUnlessPostgres(config, 1);
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await installJobSchema(database.db);
  await seedDemo(database.db);
  await seedDemoOrders(database.db);
  await seedDemoTrainOrders(database.db);
  await database.close();
  console.log(`demo data loaded into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
} finally {
  release();
}
