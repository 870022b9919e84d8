// A mock Amadeus Self-Service built from Amadeus's own OpenAPI (Swagger 2.0) documents in ./spec:
// every operation in them is routed; each request's path, query, header and body parameters are
// validated against the operation's schema (ajv); a valid request is answered with the success
// example the document publishes, an invalid one with Amadeus's 400 error body (code 477 INVALID
// FORMAT, from the operation's documented code table). The token endpoint and authentication follow
// Amadeus's authorization guide (client credentials, bearer tokens with an expiry).
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { startMock, type MockAnswer, type MockOptions, type MockRequest, type MockRoute, type MockServer } from '../support/mock-core';

const SPEC_DIR = fileURLToPath(new URL('./spec/', import.meta.url));

interface SwaggerParameter {
  name: string;
  in: 'body' | 'query' | 'header' | 'path';
  required?: boolean;
  type?: string;
  items?: { type?: string; enum?: string[] };
  enum?: string[];
  schema?: object;
  $ref?: string;
}

interface SwaggerDocument {
  basePath: string;
  paths: Record<
    string,
    Record<string, { parameters?: SwaggerParameter[]; responses: Record<string, { $ref?: string }> } | SwaggerParameter[]>
  >;
  parameters?: Record<string, SwaggerParameter>;
  responses: Record<string, { schema?: { example?: unknown } }>;
  definitions: Record<string, object>;
}

export function amadeusDocuments(): Record<string, SwaggerDocument> {
  return Object.fromEntries(
    readdirSync(SPEC_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(SPEC_DIR + f, 'utf8')) as SwaggerDocument]),
  );
}

function newAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const name of ['int32', 'int64', 'float', 'double']) ajv.addFormat(name, true);
  // Amadeus writes date-times in local time without an offset under format "date-time" (its own
  // examples do, and its API takes them): ISO 8601 with the offset optional.
  ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?$/);
  return ajv;
}

/** The success example an operation's document publishes (its first 2xx answer). */
function successOf(doc: SwaggerDocument, responses: Record<string, { $ref?: string }>): MockAnswer {
  const code = Object.keys(responses).find((c) => c.startsWith('2'))!;
  const ref = responses[code]!.$ref?.split('/').pop();
  const example = ref ? doc.responses[ref]?.schema?.example : undefined;
  return { status: Number(code), body: example };
}

function scalarProblem(p: SwaggerParameter, value: string): string | null {
  if (p.type === 'boolean' && !/^(true|false)$/.test(value)) return `${p.in} ${p.name}: not a boolean`;
  if (p.type === 'integer' && !/^-?\d+$/.test(value)) return `${p.in} ${p.name}: not an integer`;
  if (p.enum && !p.enum.includes(value)) return `${p.in} ${p.name}: not one of ${p.enum.join(', ')}`;
  if (p.type === 'array' && p.items?.enum) {
    const bad = value.split(',').filter((v) => !p.items!.enum!.includes(v));
    if (bad.length) return `${p.in} ${p.name}: ${bad.join(', ')} not allowed`;
  }
  return null;
}

/** Amadeus's error body (the Error_400 / Issue definitions). */
export function amadeusError(status: number, code: number, title: string, detail?: string): MockAnswer {
  return { status, body: { errors: [{ status, code, title, ...(detail ? { detail } : {}) }] } };
}

function routesOf(name: string, doc: SwaggerDocument): MockRoute[] {
  const ajv = newAjv();
  const routes: MockRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (Array.isArray(item.parameters) ? item.parameters : []) as SwaggerParameter[];
    for (const [method, op] of Object.entries(item)) {
      if (method === 'parameters' || Array.isArray(op)) continue;
      const params = [...shared, ...(op.parameters ?? [])].map((p) =>
        p.$ref ? (doc.parameters?.[p.$ref.split('/').pop()!] ?? (p as SwaggerParameter)) : p,
      ) as SwaggerParameter[];
      const bodyParam = params.find((p) => p.in === 'body');
      let bodyCheck: ValidateFunction | undefined;
      if (bodyParam?.schema) bodyCheck = ajv.compile({ ...bodyParam.schema, definitions: doc.definitions });
      const fullPath = `${doc.basePath}${path}`;
      const operation = `${method.toUpperCase()} ${fullPath}`;
      routes.push({
        operation: `${name}: ${operation}`,
        method: method.toUpperCase(),
        path: fullPath,
        validate(request: MockRequest) {
          const problems: string[] = [];
          for (const p of params) {
            if (p.in === 'body') continue;
            const value =
              p.in === 'query'
                ? request.query.get(p.name)
                : p.in === 'header'
                  ? request.headers[p.name.toLowerCase()]
                  : request.params[p.name.replace(/\W/g, '_')];
            if (value == null || value === '') {
              if (p.required) problems.push(`${p.in} ${p.name}: missing`);
              continue;
            }
            const problem = scalarProblem(p, String(value));
            if (problem) problems.push(problem);
          }
          if (bodyParam) {
            if (typeof request.body !== 'object' || request.body === null) problems.push('body: not JSON');
            else if (bodyCheck && !bodyCheck(request.body))
              problems.push(...(bodyCheck.errors ?? []).map((e) => `body${e.instancePath}: ${e.message}`));
          }
          return problems;
        },
        answer: () => successOf(doc, op.responses),
        invalid: (_request, problems) => amadeusError(400, 477, 'INVALID FORMAT', problems.join('; ').slice(0, 500)),
      });
    }
  }
  return routes;
}

export interface AmadeusMock extends MockServer {
  /** Tokens issued so far. */
  tokensIssued(): number;
  /** Every token issued so far stops working (the next call answers 401 until a new token is fetched). */
  expireTokens(): void;
}

export const AMADEUS_TEST_CLIENT = { clientId: 'contract-client', clientSecret: 'contract-secret' };

export async function startAmadeusMock(options: { port?: number; delayMs?: number } = {}): Promise<AmadeusMock> {
  const routes = Object.entries(amadeusDocuments()).flatMap(([name, doc]) => routesOf(name, doc));
  const tokens = new Set<string>();
  let issued = 0;
  const before: MockOptions['before'] = (request) => {
    if (request.method === 'POST' && request.path === '/v1/security/oauth2/token') {
      const form = new URLSearchParams(request.rawBody);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== AMADEUS_TEST_CLIENT.clientId ||
        form.get('client_secret') !== AMADEUS_TEST_CLIENT.clientSecret
      ) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client credentials are invalid', code: 38187, title: 'Invalid parameters' },
        };
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      issued += 1;
      return {
        status: 200,
        body: {
          type: 'amadeusOAuth2Token',
          username: 'contract@tessera.example',
          application_name: 'tessera',
          client_id: AMADEUS_TEST_CLIENT.clientId,
          token_type: 'Bearer',
          access_token: token,
          expires_in: 1799,
          state: 'approved',
          scope: '',
        },
      };
    }
    const auth = String(request.headers.authorization ?? '');
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) return amadeusError(401, 38192, 'Access token expired');
    return undefined;
  };
  const server = await startMock(routes, {
    port: options.port,
    delayMs: options.delayMs,
    contentType: 'application/vnd.amadeus+json',
    before,
    notFound: () => amadeusError(404, 38196, 'Resource not found'),
  });
  return { ...server, tokensIssued: () => issued, expireTokens: () => tokens.clear() };
}

/** The published success example of an operation, for field-by-field assertions. */
export function amadeusExample(document: string, response: string): unknown {
  return structuredClone(amadeusDocuments()[document]!.responses[response]!.schema!.example);
}
