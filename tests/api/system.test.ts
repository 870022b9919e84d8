// Staff's system page and the alert mails: only platform staff read it or re-run a dead letter; it
// shows a failing supplier with its last error and answer times, queues with their dead letters,
// webhooks failing per agency, the nightly ledger check and the newest backup. The ledger check is
// resumable and runs once a day; each kind of incident (ledger, queue, supplier) sends one mail
// through a real SMTP exchange, and a new mail only after it cleared and came back.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '@/domain/schemas/system';
import { rowsOf } from '@/server/db/executor';
import { NOTIFY_JOB } from '@/server/flights/orders/notifications';
import { AdapterHealthBook } from '@/server/system/adapter-health';
import { watchSuppliers } from '@/server/system/alert-checks';
import { DEFAULT_ALERTS, type AlertConfig } from '@/server/system/alert-config';
import { LEDGER_RULES } from '@/server/wallet/check';
import { complete, oneWay, search, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf } from './support/money';
import { runJobs } from './support/orders';
import { startLocalSmtp, type LocalSmtp } from './support/local-smtp';

const SYSTEM = '/api/base/v2/system';
const ALERT_TO = 'night-desk@tessera.test';
const alerts: AlertConfig = { ...DEFAULT_ALERTS, email: ALERT_TO, queueAgeSeconds: 600, queueLimits: { [NOTIFY_JOB]: 60 } };
const backupDir = mkdtempSync(join(tmpdir(), 'system-backups-'));
let t: TestApp;
let smtp: LocalSmtp;
let staff: string;
let agencyUser: string;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  // One simulated supplier refuses every call; the others answer.
  t = await startFlightApp({ ORIENTNDC: { failureRate: 1 } }, {}, { smtp: smtp.config, system: { alerts, backupDir } });
  staff = await t.login('admin');
  agencyUser = await t.login('harbour.ops');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const read = (token = staff) => t.call<SystemStatus>({ method: 'GET', url: SYSTEM, headers: bearer(token) });
const rerun = (id: string, token = staff) =>
  t.call<{ id: string; queue: string }>({ method: 'POST', url: `${SYSTEM}/dead-letters/${id}/rerun`, headers: bearer(token) });
const mailsAbout = (words: string) => smtp.inbox.filter((m) => m.to === ALERT_TO && m.unfolded.includes(words));
const openIncidents = async (kind: string) =>
  rowsOf<{ subject: string }>(
    await t.database.db.execute(sql`SELECT subject FROM ops_alerts WHERE kind = ${kind} AND resolved_at IS NULL`),
  ).map((r) => r.subject);

async function until(holds: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('who may see the system page', () => {
  it('refuses agency users (403) and callers without a session (401); staff read it', async () => {
    expect((await read(agencyUser)).status).toBe(403);
    expect((await rerun('00000000-0000-0000-0000-000000000000', agencyUser)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: SYSTEM })).status).toBe(401);
    const answer = await read();
    expect(answer.status).toBe(200);
    // Every queue this server works is listed, with its alert limit.
    expect(answer.body.data.queues.find((q) => q.queue === NOTIFY_JOB)).toMatchObject({ depth: 0, deadLetters: 0, limitSeconds: 60 });
    expect(answer.body.data.ledgerCheck).toBeNull();
    expect(answer.body.data.backup).toBeNull();
  });
});

describe('what the page shows', () => {
  it('a failing supplier with its last error, the others with their answer times', async () => {
    const id = await search(t, agencyUser, oneWay('HKG', 'PEK'));
    await complete(t, agencyUser, id);
    const { suppliers } = (await read()).body.data;
    const failing = suppliers.find((s) => s.kind === 'supplier' && s.name === 'ORIENTNDC')!;
    expect(failing).toMatchObject({ state: 'failing' });
    expect(failing.lastError).toBeTruthy();
    expect(failing.failingSince).not.toBeNull();
    const answering = suppliers.find((s) => s.kind === 'supplier' && s.name === 'SKYLINK')!;
    expect(answering).toMatchObject({ state: 'ok', lastError: null });
    expect(answering.p50Ms).toBeGreaterThanOrEqual(0);
    expect(answering.p95Ms).toBeGreaterThanOrEqual(answering.p50Ms!);
    // The last day's searches, from the per-search rows: the failing one's error is there too.
    expect(answering.searches).toMatchObject({ total: 1, failed: 0, timedOut: 0 });
    expect(failing.searches).toMatchObject({ total: 1, failed: 1 });
    expect(failing.searches!.lastError).toBeTruthy();
  });

  it('a real supplier without credentials is listed as not configured', async () => {
    const { suppliers } = (await read()).body.data;
    expect(suppliers.filter((s) => s.name === 'AMADEUS' || s.name === 'DUFFEL')).toEqual(
      ['AMADEUS', 'DUFFEL'].map((name) => expect.objectContaining({ kind: 'supplier', name, configured: false, state: 'off', calls: 0 })),
    );
    expect(suppliers.find((s) => s.name === 'SKYLINK')).toMatchObject({ configured: true });
  });

  it('a dead letter with its error, which staff send back to its queue once', async () => {
    const [dead] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
      INSERT INTO pgboss.job (name, data, output) VALUES (${`${NOTIFY_JOB}.dead`}, ${JSON.stringify({ deliveryId: '00000000-0000-0000-0000-000000000000' })}::jsonb, '{"message":"receiver answered 500"}'::jsonb) RETURNING id`),
    );
    const before = (await read()).body.data;
    expect(before.queues.find((q) => q.queue === NOTIFY_JOB)?.deadLetters).toBe(1);
    expect(before.deadLetters.find((j) => j.id === dead!.id)).toMatchObject({ queue: NOTIFY_JOB, error: 'receiver answered 500' });

    const again = await rerun(dead!.id);
    expect(again.status).toBe(200);
    expect(again.body.data.queue).toBe(NOTIFY_JOB);
    const after = (await read()).body.data;
    expect(after.deadLetters.find((j) => j.id === dead!.id)).toBeUndefined();
    expect(after.queues.find((q) => q.queue === NOTIFY_JOB)).toMatchObject({ depth: 1, deadLetters: 0 });
    // Re-run once: the dead letter is gone, a second click finds nothing.
    expect((await rerun(dead!.id)).status).toBe(404);
    // And the user log names who sent it back.
    await until(
      async () =>
        rowsOf(await t.database.db.execute(sql`SELECT 1 FROM audit_log WHERE action = 'job.rerun' AND target = ${dead!.id}`)).length === 1,
      'the user-log line',
    );
    await runJobs(t);
    expect((await read()).body.data.queues.find((q) => q.queue === NOTIFY_JOB)?.depth).toBe(0);
  });

  it('webhook deliveries failing, per agency, with the last error', async () => {
    const harbour = await agencyIdOf(t, 'HARBOUR');
    await t.database.db.execute(sql`
      INSERT INTO notification_deliveries (agency_id, channel, event, url, payload, status, attempts, last_status, last_error)
      VALUES (${harbour}, 'booking', 'order.created', 'https://hooks.harbour.example/in', '{}'::jsonb, 'failed', 8, 502, 'answered 502'),
             (${harbour}, 'booking', 'order.paid', 'https://hooks.harbour.example/in', '{}'::jsonb, 'pending', 2, 502, 'answered 502')`);
    const row = (await read()).body.data.webhooks.find((w) => w.agencyId === harbour);
    expect(row).toMatchObject({ failed: 1, retrying: 1, lastError: 'answered 502' });
    expect(row!.agencyName).toBeTruthy();
  });

  it('the newest backup file the backup job wrote', async () => {
    writeFileSync(join(backupDir, 'tessera-20261120T020000Z.tar.gz'), 'older');
    writeFileSync(join(backupDir, 'tessera-20261121T020000Z.tar.gz'), 'the newest backup');
    writeFileSync(join(backupDir, 'notes.txt'), 'not a backup');
    expect((await read()).body.data.backup).toMatchObject({ file: 'tessera-20261121T020000Z.tar.gz', bytes: 17, lastFailure: null });
  });
});

describe('the nightly ledger check', () => {
  const at = (day: string, hour = 3) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

  it('runs once a day from its hour, and a failure mails one incident until a check passes', async () => {
    smtp.inbox.length = 0;
    expect(await t.app.system.ledgerCheck(at('2031-03-01', 1))).toBe('not-due');
    expect(await t.app.system.ledgerCheck(at('2031-03-01'))).toBe('passed');
    expect(await t.app.system.ledgerCheck(at('2031-03-01', 5))).toBe('already-done');
    expect((await read()).body.data.ledgerCheck).toMatchObject({
      day: '2031-03-01',
      status: 'passed',
      rulesChecked: LEDGER_RULES.length,
      failedRules: [],
    });

    const harbour = await agencyIdOf(t, 'HARBOUR');
    await t.database.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'agency' AND agency_id = ${harbour}`);
    try {
      expect(await t.app.system.ledgerCheck(at('2031-03-02'))).toBe('failed');
      expect(await t.app.system.ledgerCheck(at('2031-03-03'))).toBe('failed');
      const shown = (await read()).body.data;
      expect(shown.ledgerCheck).toMatchObject({
        day: '2031-03-03',
        status: 'failed',
        failedRules: ['wallet balance equals the sum of its entries'],
      });
      expect(shown.alerts.filter((a) => a.kind === 'ledger')).toHaveLength(1);
      const mails = mailsAbout('found rules broken');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.unfolded).toContain('wallet balance equals the sum of its entries');
    } finally {
      await t.database.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'agency' AND agency_id = ${harbour}`);
    }
    expect(await t.app.system.ledgerCheck(at('2031-03-04'))).toBe('passed');
    expect(await openIncidents('ledger')).toEqual([]);
    expect(mailsAbout('found rules broken')).toHaveLength(1);
  });

  it('goes on from the rules a cut-off run stored, without checking them again', async () => {
    // A run that died after its first rule, which had found a broken row: the ledger is sound now,
    // so only the stored result can make the day fail.
    const first = LEDGER_RULES[0]!.rule;
    await t.database.db.execute(
      sql`INSERT INTO ledger_checks (day, results) VALUES ('2031-04-01', ${JSON.stringify([{ rule: first, rows: [{ id: 1 }] }])}::jsonb)`,
    );
    smtp.inbox.length = 0;
    expect(await t.app.system.ledgerCheck(at('2031-04-01'))).toBe('failed');
    const [row] = rowsOf<{ results: Array<{ rule: string }> }>(
      await t.database.db.execute(sql`SELECT results FROM ledger_checks WHERE day = '2031-04-01'`),
    );
    expect(row!.results.map((r) => r.rule)).toEqual(LEDGER_RULES.map((r) => r.rule));
    expect(mailsAbout('found rules broken')).toHaveLength(1);
    expect(await t.app.system.ledgerCheck(at('2031-04-02'))).toBe('passed');
  });
});

describe('alert mails', () => {
  it('a queue whose oldest job waited past its limit: one mail, closed once worked', async () => {
    smtp.inbox.length = 0;
    const job = await t.app.jobs.send(t.database.db, NOTIFY_JOB, { deliveryId: '00000000-0000-0000-0000-000000000000' });
    expect(await t.app.system.queueCheck()).toBe(0);
    // The job has waited two minutes (its queue's limit is one).
    await t.database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() - interval '2 minutes', created_on = now() - interval '2 minutes' WHERE id = ${job}::uuid`,
    );
    expect(await t.app.system.queueCheck()).toBe(1);
    expect(await t.app.system.queueCheck()).toBe(1);
    expect(mailsAbout(`The oldest due job of queue ${NOTIFY_JOB}`)).toHaveLength(1);
    expect(await openIncidents('queue')).toEqual([NOTIFY_JOB]);
    await runJobs(t);
    expect(await t.app.system.queueCheck()).toBe(0);
    expect(await openIncidents('queue')).toEqual([]);
  });

  it('a supplier failing longer than the limit: one mail per failing spell', async () => {
    smtp.inbox.length = 0;
    let now = Date.parse('2031-05-01T00:00:00Z');
    const clock = () => now;
    const book = new AdapterHealthBook(clock);
    const stop = watchSuppliers(book, t.app.system.alerter, { ...alerts, supplierFailMinutes: 10 }, t.app.log, clock);
    const call = (outcome: 'ok' | 'error') =>
      book.record({
        kind: 'supplier',
        name: 'TESTAIR',
        operation: 'search',
        outcome,
        seconds: 0.2,
        ...(outcome === 'error' ? { error: 'connection refused' } : {}),
      });
    try {
      call('error');
      now += 9 * 60_000;
      call('error');
      expect(await openIncidents('supplier')).toEqual([]);
      now += 2 * 60_000;
      call('error');
      await until(async () => (await openIncidents('supplier')).length === 1, 'the supplier incident');
      call('error');
      call('error');
      await until(() => mailsAbout('Every call to supplier TESTAIR').length === 1, 'the supplier mail');
      expect(mailsAbout('connection refused')).toHaveLength(1);

      call('ok');
      await until(async () => (await openIncidents('supplier')).length === 0, 'the incident to close');
      call('error');
      now += 11 * 60_000;
      call('error');
      await until(() => mailsAbout('Every call to supplier TESTAIR').length === 2, 'the second spell');
    } finally {
      stop();
    }
  });
});
