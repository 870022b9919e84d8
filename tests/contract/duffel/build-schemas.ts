// Writes request-schemas.json: JSON Schemas of the request bodies Tessera sends Duffel, generated
// from the official @duffel/api package's own TypeScript types (Duffel publishes no OpenAPI
// document). Run again after upgrading the package: `npx tsx tests/contract/duffel/build-schemas.ts`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

export const REQUEST_TYPES = [
  'CreateOfferRequest',
  'CreateOrder',
  'CreatePayment',
  'CreateOrderCancellation',
  'CreateOrderChangeRequest',
  'CreateOrderChangeParameters',
  'ConfirmOrderChangePayment',
  'AirlineInitiatedChangeActionTaken',
] as const;

const require = createRequire(import.meta.url);
const typings = require.resolve('@duffel/api/dist/typings.d.ts');
const version = (require('@duffel/api/package.json') as { version: string }).version;

const definitions: Record<string, unknown> = {};
for (const type of REQUEST_TYPES) {
  const schema = createGenerator({
    path: typings,
    type,
    skipTypeCheck: true,
    expose: 'export',
    topRef: false,
    additionalProperties: false,
  }).createSchema(type);
  Object.assign(definitions, schema.definitions ?? {});
  const { definitions: _inner, $schema: _s, ...root } = schema as Record<string, unknown>;
  definitions[type] = root;
}
const out = fileURLToPath(new URL('./request-schemas.json', import.meta.url));
writeFileSync(out, `${JSON.stringify({ source: `@duffel/api ${version} (dist/typings.d.ts), MIT`, definitions }, null, 1)}\n`);
console.log(`wrote ${Object.keys(definitions).length} definitions to ${out}`);
