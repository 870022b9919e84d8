// The TypeScript types of the generated API client, from the OpenAPI document written by
// `npm run lint:openapi` (.tmp/openapi.json). `--check` compares instead of writing and fails when
// the committed types drifted from the document: regenerate with `npm run api-client:generate`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = '.tmp/openapi.json';
const TYPES = 'src/api-client/schema.ts';
const HEADER = '// Generated from the OpenAPI document by scripts/api-client-types.ts: do not edit.\n// Regenerate with `npm run api-client:generate`; `npm test` fails when it drifts.\n';

if (!existsSync(DOCUMENT)) throw new Error(`${DOCUMENT} is missing: run \`npm run openapi:document\` first`);
const document = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
const text = HEADER + astToString(await openapiTS(document, { silent: true, alphabetize: false }));

if (process.argv.includes('--check')) {
  const committed = existsSync(TYPES) ? readFileSync(TYPES, 'utf8') : '';
  if (committed !== text) {
    console.error(`${TYPES} does not match the OpenAPI document: run \`npm run api-client:generate\` and commit it`);
    process.exit(1);
  }
  console.log(`${TYPES} matches the OpenAPI document`);
} else {
  writeFileSync(TYPES, text);
  console.log(`${TYPES} written`);
}
