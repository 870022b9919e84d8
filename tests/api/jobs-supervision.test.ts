// Supervised jobs: a run left active by a crashed server is retried once its expiry passes, a job
// that fails its last try lands in its dead-letter queue, and platform staff (only) see both.
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
  queue.define<{ tag: string }>({ name: 'test-flaky', retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, handler: async ({ tag }) => {
    runs.push(tag);
    if (tag.startsWith('always-fails')) throw new Error(`${tag} cannot be done`);
  } });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const stuck = async (token = admin) => t.call<{ counts: Record<string, number>; jobs: StuckJob[] }>({ method: 'GET', url: STUCK, headers: bearer(token) });
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

describe('job supervision', () => {
  it('retries a run left active by a server that died, once its expiry passed', async () => {
    const id = (await queue.send(t.database.db, 'test-flaky', { tag: 'crashed-run' }))!;
    // What a server killed mid-run leaves behind: the job claimed (active), long ago, never finished.
    await t.database.db.execute(sql`UPDATE ${sql.identifier(JOB_SCHEMA)}.job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = ${id}`);
    const seen = await stuck();
    expect(seen.body.data.jobs.find((j) => j.id === id)).toMatchObject({ queue: 'test-flaky', reason: 'overdue' });
    await queue.superviseNow();
    expect(await stateOf(id)).toBe('retry');
    await runUntil(async () => (await stateOf(id)) === 'completed');
    expect(runs).toContain('crashed-run');
  });

  it('dead-letters a job after its last try and shows it to staff with its error', async () => {
    await queue.send(t.database.db, 'test-flaky', { tag: 'always-fails-1' });
    await runUntil(async () => (await stuck()).body.data.jobs.some((j) => j.reason === 'dead' && (j.data as { tag?: string }).tag === 'always-fails-1'));
    expect(runs.filter((r) => r === 'always-fails-1')).toHaveLength(2); // the first try and its one retry
    const dead = (await stuck()).body.data;
    expect(dead.counts.dead).toBeGreaterThanOrEqual(1);
    expect(dead.jobs.find((j) => j.reason === 'dead')).toMatchObject({ queue: 'test-flaky', error: 'always-fails-1 cannot be done' });
    const filtered = await t.call<{ jobs: StuckJob[] }>({ method: 'GET', url: `${STUCK}?reason=dead&limit=5`, headers: bearer(admin) });
    expect(filtered.body.data.jobs.every((j) => j.reason === 'dead')).toBe(true);
  });

  it('is platform staff\'s only, and refuses a bad filter with a 400', async () => {
    expect((await stuck(ops)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: STUCK })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `${STUCK}?reason=bogus`, headers: bearer(admin) })).status).toBe(400);
  });

  it('runs the periodic money and group work as supervised jobs with dead-letter queues', async () => {
    await t.app.jobs.start();
    const result = await t.database.db.execute(sql`SELECT name, dead_letter, expire_seconds FROM ${sql.identifier(JOB_SCHEMA)}.queue ORDER BY name`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<{ name: string; dead_letter: string | null; expire_seconds: number }>;
    for (const name of ['order-ticketing', 'order-reimburse', 'order-close', 'order-notification', 'money-hold-expiry', 'money-gateway-timeouts', 'money-statements', 'group-deadlines']) {
      expect(rows.find((r) => r.name === name), name).toMatchObject({ dead_letter: `${name}.dead` });
    }
  });
});
