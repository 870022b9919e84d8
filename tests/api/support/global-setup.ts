// Prepares the OpenAPI document the suites check answers against, and one migrated, seeded
// database image per run; each test file starts from a copy of it
// (PGlite: a data-dir dump, ~0.5 s to load; PostgreSQL: a template database).
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';
import { installJobSchema } from '@/server/jobs/queue';
import { writeOpenApiDocument } from '@/server/http/openapi/document-file';
import { CONTRACT_DOCUMENT_PATH } from './response-contract';
import { buildApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import { SNAPSHOT_PATH, templateName, withDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // Built once per run: every test app's answers are checked against it (response-contract.ts).
  await writeOpenApiDocument(CONTRACT_DOCUMENT_PATH);
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suites');
    const template = templateName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await database.migrate();
    await installJobSchema(database.db);
    await seedDemo(database.db);
    await installQueues(database.db);
    await database.close();
    project.provide('templateDatabase', template);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${template}`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await installJobSchema(database.db);
  await seedDemo(database.db);
  await installQueues(database.db);
  const dump = await dumpOf(database);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', '');
}

async function dumpOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dump) throw new Error('PGlite database cannot dump');
  return database.dump();
}

/** The job queues (each a table of its own) go into the image, so a test app's start does not create them. */
async function installQueues(db: Db): Promise<void> {
  const app = await buildApp({ db, jobs: { workers: false } });
  await app.ready();
  await app.close();
}
