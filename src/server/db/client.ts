// Opens the database: embedded PGlite in a folder by default (in a worker thread of its own:
// pglite-thread.ts), PostgreSQL when a URL is given.
// Both go through drizzle and the same migrations folder. The job queue's tables are not ours to
// migrate: src/server/jobs installs them when the server (or a test image) starts.
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgliteThread } from './pglite-thread';
import { watchPool } from './watch-pg';
import * as schema from './schema';

/** Both drivers expose the same query builder; code is written against this one type. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (test images, backups), taken between statements. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** A folder for PGlite's files; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a data-folder tarball made by dump(). */
  loadFrom?: Blob;
  /** PGlite only: false leaves commits unsynced (EMBEDDED_FSYNC=off, measurements only). */
  fsync?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.loadFrom, options.fsync);
}

// Each database loads only its own driver (and PGlite's drizzle driver brings PGlite's code with it).
async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // JIT compilation off: the server's queries are short, but a generic plan's row guesses can put
  // one over PostgreSQL's JIT cost threshold, and compiling then costs 25-50 ms per execution for a
  // query that runs in 1 ms (the orders list at a million orders: docs/orders-list-performance.md).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  watchPool(pool);
  // An idle connection the server closes (a restart, a dropped test database) must not crash the
  // process: pg emits 'error' on the pool, and an unhandled 'error' event throws.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, loadFrom?: Blob, fsync?: boolean): Promise<Database> {
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    PgliteThread.start({ dataDir, loadFrom, fsync }),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // drizzle's PGlite driver needs only query, exec and transaction, which the thread answers alike.
  const pgliteDb = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    // Same drizzle query API as node-postgres; only the raw result types differ (rowCount null vs undefined).
    // One handle type for both databases: the code is written against node-postgres's.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    close: () => client.close(),
    dump: (compression) => client.dumpDataDir(compression),
  };
}
