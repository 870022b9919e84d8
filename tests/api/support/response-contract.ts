// The document cannot lie: every answer the API suites receive is checked against the OpenAPI
// document the server serves. An answer whose status, media type or body the document does not
// describe is a violation; the harness fails the test that received it (or, for direct
// app.inject calls, the file when its app closes).
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** The document's named schemas, registered alone: response schemas refer to them by this id. */
const COMPONENTS_ID = 'tessera-components';
/** Written by the global setup from the same code the apps run (building it per app is slow). */
export const CONTRACT_DOCUMENT_PATH = '.tmp/openapi-contract.json';

type MediaTypes = Record<string, { schema?: unknown }>;
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: MediaTypes }> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The document with its references pointed at the separately registered components. */
function parseDocument(text: string): OpenApiDocument {
  return JSON.parse(text.replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/components/schemas/`)) as OpenApiDocument;
}

/** Fastify's "/orders/:id" as the document spells it: "/orders/{id}". */
export const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

/** The value at a JSON pointer, so a violation names what was actually sent. */
function valueAt(value: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], value);
}

export interface Answer {
  method: string;
  routeUrl: string;
  status: number;
  contentType: string | undefined;
  body: string | Buffer | null;
}

export class ResponseContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();
  constructor(private readonly document: OpenApiDocument) {
    addFormats.default(this.ajv);
    // Compiling from the whole document would walk all of it on every compile; the named
    // schemas alone are small, and each response schema compiles on its own.
    this.ajv.addSchema({ components: { schemas: document.components?.schemas ?? {} } }, COMPONENTS_ID);
  }

  /** What the document does not describe about an answer, or null. */
  problemOf({ method, routeUrl, status, contentType, body }: Answer): string | null {
    const path = documentPath(routeUrl);
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) return 'the operation is not in the document';
    const responses = operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => responses[key]);
    if (!statusKey) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const content = responses[statusKey]!.content;
    if (!content) return body && body.length > 0 ? 'a body where the document says none' : null;
    const media = contentType?.split(';')[0]!.trim().toLowerCase();
    if (!media || !content[media])
      return `media type ${media ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`;
    if (!media.includes('json') || content[media]!.schema === undefined) return null;
    const validate = this.validatorFor(`${method} ${path} ${statusKey} ${media}`, content[media]!.schema as object);
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(body));
    } catch {
      return 'the body is not JSON';
    }
    if (validate(parsed)) return null;
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}, got ${JSON.stringify(valueAt(parsed, e.instancePath))?.slice(0, 200)}`,
      )
      .join('; ');
  }

  private validatorFor(key: string, schema: object): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

// One per worker: the document and its compiled validators serve every app of a test file.
let shared: ResponseContract | null = null;
const contract = () => (shared ??= new ResponseContract(parseDocument(readFileSync(CONTRACT_DOCUMENT_PATH, 'utf8'))));

/** The answer as the client reads it: the server compresses an answer of a page's size before this hook sees it. */
function decoded(payload: string | Buffer, encoding: unknown): string | Buffer {
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  return payload;
}

/** Checks every answer of an app's /api routes; call before app.ready(). */
export function installResponseContract(app: FastifyInstance): { take(): string[] } {
  const pending: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl?.startsWith('/api/') || routeUrl.startsWith('/api/docs') || routeUrl === '/api/openapi.json' || request.method === 'HEAD')
      return payload;
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? decoded(payload, reply.getHeader('content-encoding')) : null;
    const contentType = reply.getHeader('content-type');
    const problem = contract().problemOf({
      method: request.method,
      routeUrl,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body,
    });
    if (problem) pending.push(`${request.method} ${routeUrl} answered ${reply.statusCode}: ${problem}`);
    return payload;
  });
  return { take: () => pending.splice(0) };
}
