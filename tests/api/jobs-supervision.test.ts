// Supervised jobs: a run left active by a crashed server is retried once its expiry passes, a job
// that fails its last try lands in its dead-letter queue, and platform staff (only) see both. A
// slow job holds only its own slot, and a long run keeps its claim while its server renews it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StuckJob } from '@/domain/schemas/jobs';
import { JobQueue, JOB_SCHEMA } from '@/server/jobs/queue';
import { bearer, startTestApp, type TestApp } from './support/harness';

const STUCK = '/api/base/v2/jobs/stuck';
let t: TestApp;
let queue: JobQueue;
let admin: string;
let ops: string;
const runs: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  ops = await t.login('harbour.ops');
  queue = new JobQueue(t.database.db, { expireInSeconds: 1 });
  queue.define<{ tag: string }>({
    name: 'test-flaky',
    retryLimit: 1,
    retryDelaySeconds: 1,
    retryBackoff: false,
    handler: async ({ tag }) => {
      runs.push(tag);
      if (tag.startsWith('always-fails')) throw new Error(`${tag} cannot be done`);
    },
  });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const stuck = async (token = admin) =>
  t.call<{ counts: Record<string, number>; jobs: StuckJob[] }>({ method: 'GET', url: STUCK, headers: bearer(token) });
const stateOf = async (id: string) => {
  const result = await t.database.db.execute(sql`SELECT state FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE id = ${id}`);
  return ((result as unknown as { rows: Array<{ state: string }> }).rows ?? (result as unknown as Array<{ state: string }>))[0]?.state;
};

/** Runs due jobs until `done` holds (backed-off retries wait for their time), within a generous limit. */
async function runUntil(done: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await queue.runUntilIdle(['test-flaky']);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function waitUntil(done: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job supervision', () => {
  it('retries a run left active by a server that died, once its expiry passed', async () => {
    const id = (await queue.send(t.database.db, 'test-flaky', { tag: 'crashed-run' }))!;
    // What a server killed mid-run leaves behind: the job claimed (active), long ago, never finished.
    await t.database.db.execute(
      sql`UPDATE ${sql.identifier(JOB_SCHEMA)}.job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = ${id}`,
    );
    const seen = await stuck();
    expect(seen.body.data.jobs.find((j) => j.id === id)).toMatchObject({ queue: 'test-flaky', reason: 'overdue' });
    await queue.superviseNow();
    expect(await stateOf(id)).toBe('retry');
    await runUntil(async () => (await stateOf(id)) === 'completed');
    expect(runs).toContain('crashed-run');
  });

  it('dead-letters a job after its last try and shows it to staff with its error', async () => {
    await queue.send(t.database.db, 'test-flaky', { tag: 'always-fails-1' });
    await runUntil(async () =>
      (await stuck()).body.data.jobs.some((j) => j.reason === 'dead' && (j.data as { tag?: string }).tag === 'always-fails-1'),
    );
    expect(runs.filter((r) => r === 'always-fails-1')).toHaveLength(2); // the first try and its one retry
    const dead = (await stuck()).body.data;
    expect(dead.counts.dead).toBeGreaterThanOrEqual(1);
    expect(dead.jobs.find((j) => j.reason === 'dead')).toMatchObject({ queue: 'test-flaky', error: 'always-fails-1 cannot be done' });
    const filtered = await t.call<{ jobs: StuckJob[] }>({ method: 'GET', url: `${STUCK}?reason=dead&limit=5`, headers: bearer(admin) });
    expect(filtered.body.data.jobs.every((j) => j.reason === 'dead')).toBe(true);
  });

  it("runs a queue's jobs side by side: one slow job does not hold the jobs fetched after it", async () => {
    const side = new JobQueue(t.database.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    side.define<{ tag: string }>({
      name: 'test-side-by-side',
      batchSize: 3,
      handler: async ({ tag }) => {
        if (tag === 'slow') await gate;
        done.push(tag);
      },
    });
    await side.start();
    try {
      await side.send(t.database.db, 'test-side-by-side', { tag: 'slow' });
      await side.startWorkers();
      for (let i = 0; i < 8; i++) await side.send(t.database.db, 'test-side-by-side', { tag: `quick-${i}` });
      // Eight quick jobs through the two free slots while the slow one (a 60 s supplier call) still runs.
      await waitUntil(async () => done.length === 8);
      expect(done).not.toContain('slow');
      release();
      await waitUntil(async () => done.includes('slow'));
    } finally {
      release();
      await side.stop();
    }
  });

  it('renews the lease of a run that outlasts it three times over, so it runs once', async () => {
    const leased = new JobQueue(t.database.db, { leaseSeconds: 1 });
    const starts: string[] = [];
    leased.define<{ tag: string }>({
      name: 'test-lease',
      retryDelaySeconds: 1,
      retryBackoff: false,
      handler: async ({ tag }) => {
        starts.push(tag);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    });
    await leased.start();
    try {
      const id = (await leased.send(t.database.db, 'test-lease', { tag: 'long' }))!;
      await leased.startWorkers();
      await waitUntil(async () => (await stateOf(id)) === 'completed');
      // Three leases long, swept every few seconds: still one run.
      expect(starts).toEqual(['long']);
    } finally {
      await leased.stop();
    }
  });

  it("is platform staff's only, and refuses a bad filter with a 400", async () => {
    expect((await stuck(ops)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: STUCK })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `${STUCK}?reason=bogus`, headers: bearer(admin) })).status).toBe(400);
  });

  it('runs the periodic money and group work as supervised jobs with dead-letter queues', async () => {
    await t.app.jobs.start();
    const result = await t.database.db.execute(
      sql`SELECT name, dead_letter, expire_seconds FROM ${sql.identifier(JOB_SCHEMA)}.queue ORDER BY name`,
    );
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<{
      name: string;
      dead_letter: string | null;
      expire_seconds: number;
    }>;
    for (const name of [
      'order-ticketing',
      'order-reimburse',
      'order-close',
      'order-notification',
      'money-hold-expiry',
      'money-gateway-timeouts',
      'money-statements',
      'group-deadlines',
    ]) {
      expect(
        rows.find((r) => r.name === name),
        name,
      ).toMatchObject({ dead_letter: `${name}.dead` });
    }
  });
});
