// Starts the real application on a fresh copy of the seeded database (PGlite or PostgreSQL, as
// the vitest project says) and talks to it over fastify's inject (real routing, hooks, schemas).
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limits';
import { SNAPSHOT_PATH, uniqueDatabaseName, withDatabase } from './databases';
import { installResponseContract } from './response-contract';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  call<T = unknown>(
    options: InjectOptions,
  ): Promise<{ status: number; body: { code: number; data: T; message: string }; headers: Record<string, unknown> }>;
  login(username: string, password?: string): Promise<string>;
  /** Throws when an answer since the last check is not what the OpenAPI document describes. */
  assertDocumented(): void;
  close(): Promise<void>;
  /** The PostgreSQL database's address (undefined on PGlite), for a second server on the same data. */
  databaseUrl?: string;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const image = new Blob([readFileSync(SNAPSHOT_PATH)]);
    return { database: await openDatabase({ loadFrom: image }), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    database: await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 10 }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Suites log in and search far more often per minute than a person; security.test.ts sets real limits. */
const ROOMY_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([category, limit]) => [
    category,
    { perCaller: limit.perCaller * 1000, perAddress: limit.perAddress * 1000 },
  ]),
);

export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { database, drop, url } = await freshDatabase();
  const app = await buildApp({ db: database.db, rateLimits: { limits: ROOMY_LIMITS }, ...options });
  const contract = installResponseContract(app);
  await app.ready();
  const failOnViolations = () => {
    const violations = contract.take();
    if (violations.length > 0) throw new Error(`answers the OpenAPI document does not describe:\n${violations.join('\n')}`);
  };
  const call: TestApp['call'] = async (opts) => {
    const response = await app.inject({ ...opts, headers: { 'accept-language': 'en', ...(opts.headers ?? {}) } });
    failOnViolations();
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    app,
    database,
    databaseUrl: url,
    call,
    assertDocumented: failOnViolations,
    async login(username, password = DEMO_PASSWORD) {
      const res = await call<{ token: string }>({ method: 'POST', url: '/api/base/v2/login', payload: { username, password } });
      if (res.body.code !== 0) throw new Error(`login ${username} failed: ${res.body.message}`);
      return res.body.data.token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      // Answers to direct app.inject calls are checked here, so a drift still fails the file.
      failOnViolations();
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
