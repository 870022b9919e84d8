// A second server on the same data, as a cluster runs them: on PostgreSQL its own connection pool
// (so the two really race in the database), on PGlite the same embedded database.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import type { TestApp } from './harness';

export interface SecondServer {
  app: FastifyInstance;
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: { code: number; data: T; message: string } }>;
  close(): Promise<void>;
}

export async function startSecondServer(t: TestApp): Promise<SecondServer> {
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 10 }) : null;
  const app = await buildApp({ db: database?.db ?? t.database.db });
  await app.ready();
  return {
    app,
    async call(opts) {
      const response = await app.inject({ ...opts, headers: { 'accept-language': 'en', ...(opts.headers ?? {}) } });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
