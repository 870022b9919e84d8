// The served OpenAPI document written to a file, without opening a port: the app is built on an
// empty in-memory database (routes register without touching data) and asked for the document.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { OPENAPI_PATH } from './swagger-options';

export async function writeOpenApiDocument(file: string): Promise<void> {
  const database = await openDatabase({});
  try {
    const app = await buildApp({ db: database.db });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    await app.close();
    if (response.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${response.statusCode}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await database.close();
  }
}
