// Where a GET /api/base/v2/me spends its time, piece by piece, in this process (no HTTP, no load
// generator): CPU µs per operation, measured with process.cpuUsage so that other work on the
// machine skews it less than wall time. Run: npx tsx bench/me-costs.ts
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { sessionSchema } from '../src/domain/schemas/auth';
import { envelopeOf } from '../src/domain/schemas/common';
import type { AccessChecker } from '../src/domain/access/enforcer';
import { loadAccessChecker } from '../src/server/access/policy';
import { buildApp } from '../src/server/app';
import { identityOf, sessionInfo } from '../src/server/auth/identity';
import { authenticateToken } from '../src/server/auth/sessions';
import { sha256 } from '../src/server/auth/tokens';
import { installJobSchema } from '../src/server/jobs/queue';
import { openDatabase, type Database } from '../src/server/db/client';
import { agencies, sessions, users } from '../src/server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/server/db/seed';
import { watchBackends } from './cpu';
import { createScratchDatabase, DEFAULT_ADMIN_URL, type ScratchDatabase } from './postgres';
import { formatTable } from './table';

interface Op {
  label: string;
  /** Iterations per round: enough for ~50-200 ms. */
  batch: number;
  run: () => unknown;
}

const ROUNDS = 8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Runs every operation in turn, round after round (the first round only warms up), and answers the
 * median CPU and wall µs per operation: interleaving and medians keep bursts of other work on the
 * machine from landing on one operation only.
 */
async function measureAll(ops: Op[], database?: string): Promise<string[][]> {
  const cpu = ops.map(() => [] as number[]);
  const dbCpu = ops.map(() => [] as number[]);
  const wall = ops.map(() => [] as number[]);
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, op] of ops.entries()) {
      const backends = database ? watchBackends(database) : () => 0;
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      for (let n = 0; n < op.batch; n++) await op.run();
      const used = process.cpuUsage(cpuStart);
      const wallUs = ((performance.now() - wallStart) * 1000) / op.batch;
      const dbUs = (backends() * 1e6) / op.batch;
      if (round === 0) continue;
      cpu[i]!.push((used.user + used.system) / op.batch);
      dbCpu[i]!.push(dbUs);
      wall[i]!.push(wallUs);
    }
  }
  return ops.map((op, i) => [
    op.label,
    median(cpu[i]!).toFixed(1),
    database ? median(dbCpu[i]!).toFixed(0) : '-',
    median(wall[i]!).toFixed(1),
  ]);
}

/** The suggestion to try: casbin decisions cached per subject attributes, object and action. */
function memoized(inner: AccessChecker): AccessChecker {
  const decisions = new Map<string, Promise<boolean>>();
  return {
    can: (subject, obj, act) => {
      const key = `${JSON.stringify(subject)}|${obj}|${act}`;
      let decision = decisions.get(key);
      if (!decision) decisions.set(key, (decision = inner.can(subject, obj, act)));
      return decision;
    },
  };
}

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
  const created = await createScratchDatabase(adminUrl);
  const scratch: ScratchDatabase | undefined = 'unavailable' in created ? undefined : created;
  console.log(
    scratch
      ? `PostgreSQL: ${scratch.name}`
      : `PostgreSQL not reachable (${(created as { unavailable: string }).unavailable}); PGlite in memory`,
  );
  let database: Database | undefined;
  let pool: pg.Pool | undefined;
  try {
    database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
    await database.migrate();
    await installJobSchema(database.db);
    await seedDemo(database.db);
    const { db } = database;
    const access = await loadAccessChecker();

    const app = await buildApp({ db, access });
    const loggingApp = await buildApp({ db, access, logger: { level: 'info', stream: sink() } as { level: string } });
    const allowAllApp = await buildApp({ db, access: { can: async () => true } });
    const memoApp = await buildApp({ db, access: memoized(access) });
    const memoAccess = memoized(access);
    const bare = Fastify();
    bare.get('/hello', async () => ({ code: 0, data: null, message: 'ok' }));

    const login = await app.inject({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const identity = await authenticateToken(db, token);
    const payload = { code: 0, data: sessionInfo(identity), message: 'ok' };
    const serialize = serializerCompiler({ schema: envelopeOf(sessionSchema), method: 'GET', url: '/api/base/v2/me', httpStatus: '200' });
    // The query authenticateToken runs (src/server/auth/sessions.ts), rebuilt here to time its parts.
    const sessionRows = () =>
      db
        .select({ session: sessions, user: users, agency: agencies })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .innerJoin(agencies, eq(users.agencyId, agencies.id));
    const sessionQuery = () => sessionRows().where(eq(sessions.tokenHash, sha256(token)));
    const prepared = sessionRows()
      .where(eq(sessions.tokenHash, sql.placeholder('hash')))
      .prepare('bench_session_by_token');
    const { sql: text, params } = sessionQuery().toSQL();

    for (const each of [app, loggingApp, allowAllApp, memoApp]) {
      const answer = await each.inject({ url: '/api/base/v2/me', headers });
      if (answer.statusCode !== 200) throw new Error(`GET /me answered ${answer.statusCode}: ${answer.body}`);
    }
    pool = scratch ? new pg.Pool({ connectionString: scratch.url, max: 1 }) : undefined;
    const client = pool;
    const me = { url: '/api/base/v2/me', headers };
    const ops: Op[] = [
      { label: 'GET /me via inject (whole pipeline, logger off)', batch: 200, run: () => app.inject(me) },
      { label: '  same, logger at info (pino to a null stream)', batch: 200, run: () => loggingApp.inject(me) },
      { label: '  same, casbin replaced by allow-all', batch: 200, run: () => allowAllApp.inject(me) },
      { label: '  same, casbin memoized (suggestion)', batch: 200, run: () => memoApp.inject(me) },
      { label: 'bare Fastify route via inject (baseline)', batch: 200, run: () => bare.inject({ url: '/hello' }) },
      { label: 'authenticateToken (drizzle + driver + DB round trip)', batch: 200, run: () => authenticateToken(db, token) },
      { label: '  drizzle prepared statement, same query (suggestion)', batch: 200, run: () => prepared.execute({ hash: sha256(token) }) },
      { label: '  drizzle: build the session query (toSQL)', batch: 500, run: () => sessionQuery().toSQL() },
      ...(client
        ? [
            {
              label: '  pg: same SQL, unnamed statement, rows as arrays',
              batch: 200,
              run: () => client.query({ text, values: params, rowMode: 'array' }),
            },
            {
              label: '  pg: same SQL, named prepared statement',
              batch: 200,
              run: () => client.query({ name: 'me', text, values: params, rowMode: 'array' }),
            },
            { label: '  pg: SELECT 1 (round trip floor)', batch: 200, run: () => client.query('SELECT 1') },
          ]
        : []),
      { label: 'casbin: access.can(subject, api:me, read)', batch: 500, run: () => access.can(identity.subject, 'api:me', 'read') },
      { label: '  memoized: same check, cached', batch: 2000, run: () => memoAccess.can(identity.subject, 'api:me', 'read') },
      { label: 'identityOf (subject) + sessionInfo', batch: 2000, run: () => sessionInfo(identityOf(identity.user, identity.agency)) },
      { label: 'zod response serializer (envelopeOf(sessionSchema))', batch: 2000, run: () => serialize(payload) },
      { label: '  JSON.stringify of the same payload', batch: 2000, run: () => JSON.stringify(payload) },
    ];
    console.log(`${ROUNDS} interleaved rounds, medians:`);
    console.log(formatTable(['operation', 'Node CPU µs/op', 'PostgreSQL CPU µs/op', 'wall µs/op'], await measureAll(ops, scratch?.name)));
    await Promise.all([app.close(), loggingApp.close(), allowAllApp.close(), memoApp.close(), bare.close()]);
  } finally {
    await pool?.end();
    await database?.close();
    await scratch?.drop();
  }
}

await main();
