// The OpenAPI 3.1 document served at /api/openapi.json: Fastify's routes and Zod schemas give the
// shapes; the catalogue gives names, words and business errors; the route's access gives security
// and the session refusals. Nothing here is written into the route modules.
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { componentRegistry } from './component-schemas';
import { ERROR_SCHEMAS, errorCodeNamesOf, errorResponse, type RouteFacts } from './error-responses';
import type { ErrorCodeName } from '@/domain/errors';
import { operationKey, type OperationDoc } from './operation-doc';
import { OPERATIONS } from './operations';
import { REQUEST_BODIES } from './request-bodies';
import { REQUEST_EXAMPLES } from './request-examples';
import { SECURITY_SCHEMES, securityOf } from './security';
import { TAGS } from './tags';
import { WEBHOOK_PARAMETERS, WEBHOOK_SCHEMAS, webhooks } from './webhooks';
import { attachExamples, type DocumentWithExamples } from './examples/attach-examples';
import { errorExamples } from './examples/error-examples';
import { describeListParameters, TOTAL_COUNT_DESCRIPTION } from './list-parameters';

export const OPENAPI_PATH = '/api/openapi.json';
const ERRORS_EXTENSION = 'x-error-codes';

const DESCRIPTION = [
  'The Tessera agency API: search flights across suppliers, price-check, book, pay from the agency wallet, and follow orders through changes, refunds and voids.',
  '',
  'Every answer is an envelope `{code, data, message}`: `code` 0 is success and `data` holds the answer; any other code is an error listed on the operation, and `message` is translated from `Accept-Language` (en, zh-cn, zh-tw).',
  'Lists take `_start`, `_end`, `_sort` and `_order`, answer at most 200 rows per call and give the total in the `x-total-count` header. Money is integer minor units with its currency.',
  'Calls that move money take an `Idempotency-Key`: the same key and body replay the first answer.',
  '',
  'Integrations authenticate with the agency API key in `X-Api-Key`; the console uses bearer sessions. Start with the integrator guide (docs/integrators.md).',
].join('\n');

/** The first non-HEAD method of a route (Fastify adds HEAD twins of GET routes). */
function methodOf(route: { method: string | string[] }): string {
  return [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
}

/** A route's fixed facts for the document (its url as Fastify spells it: ":id" parameters). */
export function catalogueEntry(route: { method: string | string[]; url: string }): OperationDoc | undefined {
  return OPERATIONS[operationKey(methodOf(route), route.url)];
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: componentRegistry });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: componentRegistry });
type JsonSchema = Record<string, unknown>;

function successResponse(doc: OperationDoc | undefined, converted: JsonSchema | undefined, lists: boolean): JsonSchema {
  if (converted) {
    return {
      ...converted,
      description: 'Success: `code` 0 and the answer in `data`.',
      ...(lists ? { headers: { 'x-total-count': { type: 'string', pattern: '^[0-9]+$', description: TOTAL_COUNT_DESCRIPTION } } } : {}),
    };
  }
  const media = doc?.files ?? ['application/json'];
  const json = media.includes('application/json');
  // JSON is our envelope; another type beside it (a provider's own acknowledgement text) or alone (a file) is text.
  return {
    description: json
      ? media.length === 1
        ? 'Success: `code` 0.'
        : 'Success: `code` 0, or the text the description names.'
      : 'The file, as an attachment (content-disposition names it).',
    content: Object.fromEntries(
      media.map((type) => [
        type,
        {
          schema:
            type === 'application/json'
              ? {
                  type: 'object',
                  required: ['code', 'data', 'message'],
                  properties: { code: { const: 0 }, data: {}, message: { type: 'string' } },
                }
              : { type: 'string', contentMediaType: type },
        },
      ]),
    ),
  };
}

const transform: SwaggerTransform = (input) => {
  const converted = zodTransform(input) as { schema: JsonSchema & { hide?: boolean }; url: string };
  if (converted.schema?.hide) return converted;
  const { route } = input;
  const doc = catalogueEntry(route);
  const schema: JsonSchema = { ...converted.schema };
  const method = methodOf(route);
  const facts: RouteFacts = { method, url: route.url, config: route.config, schema: input.schema as RouteFacts['schema'] };
  const responses = (schema.response ?? {}) as Record<string, JsonSchema>;
  const querystring = schema.querystring as { properties?: Record<string, unknown> } | undefined;
  const lists = Boolean(querystring?.properties?._start);
  schema.response = { ...responses, 200: successResponse(doc, responses['200'], lists) };
  // Error answers are added when the document is assembled (they point at a shared schema).
  schema[ERRORS_EXTENSION] = errorCodeNamesOf(facts, doc?.errors ?? []);
  schema.security = securityOf(route.config);
  if (doc) {
    schema.operationId = doc.operationId;
    schema.summary = doc.summary;
    schema.description = doc.description;
    schema.tags = [TAGS[doc.tag].name];
  }
  return { schema, url: converted.url };
};

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, Record<string, unknown>> };
  parameters?: Array<{ name: string; in: string; description?: string }>;
  responses?: Record<string, unknown>;
  [ERRORS_EXTENSION]?: Record<string, ErrorCodeName[]>;
}
type OpenApiObject = {
  paths?: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown>; examples?: Record<string, unknown> };
};

type ResponseObject = { description?: string; content?: Record<string, { schema?: unknown; examples?: unknown }> };

/** A route that declares its own body for an error status (a provider's documented refusal) answers either that or our envelope. */
function withDeclaredAnswer(error: ReturnType<typeof errorResponse>, declared: unknown): ResponseObject {
  const schema = (declared as ResponseObject | undefined)?.content?.['application/json']?.schema;
  if (!schema) return error;
  const description = (schema as { description?: string }).description;
  const ours = error.content['application/json'];
  return {
    ...error,
    description: description ? `${error.description} ${description}` : error.description,
    content: { 'application/json': { schema: { anyOf: [ours.schema, schema] }, examples: ours.examples } },
  };
}

/** The last pass: error answers and request examples on each operation, shared schemas once. */
function assemble(document: OpenApiObject): OpenApiObject {
  const answered = new Set<ErrorCodeName>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      describeListParameters(operation);
      for (const [status, names] of Object.entries(operation[ERRORS_EXTENSION] ?? {})) {
        names.forEach((name) => answered.add(name));
        operation.responses = {
          ...operation.responses,
          [status]: withDeclaredAnswer(errorResponse(Number(status), names), operation.responses?.[status]),
        };
      }
      delete operation[ERRORS_EXTENSION];
      const body = operation.operationId ? REQUEST_BODIES[operation.operationId] : undefined;
      if (body && !operation.requestBody) operation.requestBody = structuredClone(body);
      const examples = operation.operationId ? REQUEST_EXAMPLES[operation.operationId] : undefined;
      const json = operation.requestBody?.content?.['application/json'];
      if (examples && json) json.examples = examples;
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...structuredClone(ERROR_SCHEMAS), ...structuredClone(WEBHOOK_SCHEMAS) },
    parameters: structuredClone(WEBHOOK_PARAMETERS),
    examples: errorExamples(answered),
  };
  closedRecords(document);
  const complete = withoutUnusedSchemas(document);
  attachExamples(complete as DocumentWithExamples);
  return complete;
}

/**
 * A record over a fixed set of keys (Zod's z.record(z.enum(...), ...)) comes out as
 * `propertyNames` + `required` with no `properties`, which OpenAPI tools read as required
 * properties that are not defined. The same object spelled with `properties` means the same.
 */
function closedRecords(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closedRecords);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (keys && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    schema.properties = Object.fromEntries(keys.map((key) => [String(key), structuredClone(schema.additionalProperties)]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  Object.values(schema).forEach(closedRecords);
}

/** Named schemas nothing refers to (the request-side twin of a response-only shape) are left out. */
function withoutUnusedSchemas(document: OpenApiObject): OpenApiObject {
  const schemas = document.components?.schemas ?? {};
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const used = new Set(refsIn({ ...document, components: { ...document.components, schemas: {} } }));
  for (let grown = true; grown;) {
    grown = false;
    for (const name of [...used]) {
      for (const ref of refsIn(schemas[name])) {
        if (!used.has(ref)) {
          used.add(ref);
          grown = true;
        }
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera agency API',
        version: '2.0.0',
        summary: 'Flight shopping, booking, payment and after-sales for travel agencies',
        description: DESCRIPTION,
        contact: { name: 'Tessera integration support', email: 'integrations@tessera.example', url: 'https://tessera.example/support' },
        license: { name: 'Proprietary: for agencies under a Tessera agreement', url: 'https://tessera.example/terms' },
      },
      servers: [
        { url: 'https://api.tessera.example', description: 'Production' },
        {
          url: '{scheme}://{host}',
          description: 'Your own or a local server (npm run serve listens on localhost:3000)',
          variables: { scheme: { default: 'http', enum: ['http', 'https'] }, host: { default: 'localhost:3000' } },
        },
      ],
      tags: Object.values(TAGS).map((tag) => ({ ...tag })),
      components: { securitySchemes: structuredClone(SECURITY_SCHEMES) },
      webhooks: webhooks(),
    } satisfies Partial<OpenAPIV3_1.Document>,
    transform,
    transformObject: (input) => assemble(zodComponents(input) as OpenApiObject) as Partial<OpenAPIV3_1.Document>,
  };
}
