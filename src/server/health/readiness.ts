// Whether this server should be sent requests: its database answers, the migrations this code needs
// are applied, its job workers run (when it runs any), and it is not draining after SIGTERM. The
// balancer's probe asks this every few seconds, so each check is one cheap statement at most.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/client';
import { rowsOf } from '../db/executor';

export interface ReadinessChecks {
  database: boolean;
  migrations: boolean;
  jobs: boolean;
  draining: boolean;
}

/** A probe that waits longer than this for the database counts it as down. */
const DATABASE_TIMEOUT_MS = 2000;

/** The newest migration this code ships (drizzle records its folder time as created_at). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((e) => e.when));
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private draining = false;
  /** Once the database has the migrations this code needs it keeps them: asked until true, then not again. */
  private migrated = false;
  private readonly wanted = newestMigrationMillis();

  constructor(
    private readonly db: Db,
    private readonly workersRunning: () => boolean,
  ) {}

  /** SIGTERM: answer "not ready" from now on, so a balancer stops sending before the server closes. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<ReadinessChecks> {
    let database = false;
    try {
      if (this.migrated) await within(DATABASE_TIMEOUT_MS, this.db.execute(sql`SELECT 1`));
      else {
        const [row] = rowsOf<{ newest: string | number | null }>(
          await within(DATABASE_TIMEOUT_MS, this.db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`)),
        );
        this.migrated = Number(row?.newest ?? 0) >= this.wanted;
      }
      database = true;
    } catch {
      database = false;
    }
    return { database, migrations: this.migrated, jobs: this.workersRunning(), draining: this.draining };
  }
}

export const isReady = (checks: ReadinessChecks) => checks.database && checks.migrations && checks.jobs && !checks.draining;
