// Writes the served OpenAPI document to a file without opening a port: builds the app on an empty
// in-memory database (routes register without touching data) and asks it for /api/openapi.json.
// Usage: tsx scripts/openapi-document.ts [out-file]   (default .tmp/openapi.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { OPENAPI_PATH } from '@/server/http/openapi/swagger-options';

const out = process.argv[2] ?? '.tmp/openapi.json';
const database = await openDatabase({});
const app = await buildApp({ db: database.db });
await app.ready();
const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
if (response.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${response.statusCode}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`OpenAPI document written to ${out}`);
