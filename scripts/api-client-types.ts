// The TypeScript client package (clients/typescript): its types are generated from the OpenAPI
// document (.tmp/openapi.json) and its version follows the document's. `--check` compares instead of
// writing and fails when the committed package drifted from the document: regenerate with
// `npm run api-client:generate`, and compiles the package alone. Run alone (no document written yet),
// it writes the document first.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = '.tmp/openapi.json';
const PACKAGE = 'clients/typescript';
const TYPES = `${PACKAGE}/src/schema.ts`;
const MANIFEST = `${PACKAGE}/package.json`;
const HEADER =
  '// Generated from the OpenAPI document by scripts/api-client-types.ts: do not edit.\n// Regenerate with `npm run api-client:generate`; `npm run api-client:check` fails when it drifts.\n';

if (!existsSync(DOCUMENT)) execSync('npm run openapi:document', { stdio: 'inherit' });
const document = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
const generated = new Map([
  [TYPES, HEADER + astToString(await openapiTS(document, { silent: true, alphabetize: false }))],
  [MANIFEST, `${JSON.stringify({ ...JSON.parse(readFileSync(MANIFEST, 'utf8')), version: document.info.version }, null, 2)}\n`],
]);

if (process.argv.includes('--check')) {
  const drifted = [...generated]
    .filter(([file, text]) => (existsSync(file) ? readFileSync(file, 'utf8') : '') !== text)
    .map(([file]) => file);
  if (drifted.length) {
    console.error(`${drifted.join(', ')} do(es) not match the OpenAPI document: run \`npm run api-client:generate\` and commit it`);
    process.exit(1);
  }
  // The package compiles on its own (Node's module rules, no repository aliases), as an integrator builds it.
  execSync(`npx tsc -p ${PACKAGE}/tsconfig.json --noEmit`, { stdio: 'inherit' });
  console.log(`${PACKAGE} matches the OpenAPI document and compiles on its own`);
} else {
  for (const [file, text] of generated) writeFileSync(file, text);
  console.log(`${PACKAGE} written (${[...generated.keys()].join(', ')})`);
}
