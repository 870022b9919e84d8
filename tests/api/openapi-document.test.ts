// The served OpenAPI document against the routes the server registers: every route is in the
// catalogue (and nothing stale is), every operation is named, described, tagged and secured as
// its access says, and the webhooks cover every event the notification code can send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopeFor } from '@/domain/access/api-key-scopes';
import { TRAIN_ORDER_STATUSES } from '@/domain/trains/order-status';
import { FLIGHT_ORDER_STATUSES } from '@/domain/flights/flight-order-status';
import { DISRUPTION_TYPES } from '@/domain/flights/flight-orders';
import { operationKey } from '@/server/http/openapi/operation-doc';
import { OPERATIONS } from '@/server/http/openapi/operations';
import { OPENAPI_PATH } from '@/server/http/openapi/swagger-options';
import { startTestApp, type TestApp } from './support/harness';
import { documentPath } from './support/response-contract';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  parameters?: Array<{ name?: string; in?: string; $ref?: string }>;
}
interface Document {
  openapi: string;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    parameters: Record<string, { name: string }>;
  };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
}, 180_000);
afterAll(async () => t?.close());

const documented = () => t.app.apiRoutes.filter((route) => route.url !== OPENAPI_PATH);

describe('the OpenAPI document', () => {
  it('has a catalogue entry for every registered route, and no entry without a route', () => {
    const registered = documented().map((route) => operationKey(route.method, route.url));
    expect(registered.filter((key) => !OPERATIONS[key])).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('gives every operation a unique id, a summary, a description and one defined tag', () => {
    expect(document.openapi).toBe('3.1.0');
    const tags = new Set(document.tags.map((tag) => tag.name));
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(documented().length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary?.length, operation.operationId).toBeGreaterThan(3);
      expect(operation.description?.length, operation.operationId).toBeGreaterThan(10);
      expect(operation.tags).toHaveLength(1);
      expect(tags.has(operation.tags![0]!), operation.operationId).toBe(true);
    }
  });

  it('secures each operation as its access says: public ones [], others a session, or an API key with the scope that grants it', () => {
    const { bearerSession, agencyApiKey } = document.components.securitySchemes;
    expect(bearerSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(agencyApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    for (const route of documented()) {
      const operation = document.paths[documentPath(route.url)]![route.method.toLowerCase()]!;
      if (route.public) {
        expect(operation.security, operation.operationId).toEqual([]);
      } else {
        const scope = apiKeyScopeFor(route.access!.obj, route.access!.act);
        expect(operation.security, operation.operationId).toEqual(
          scope ? [{ bearerSession: [] }, { agencyApiKey: [scope] }] : [{ bearerSession: [] }],
        );
        expect(Object.keys(operation.responses), operation.operationId).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });

  it('has a webhook for every flight and train order status and disruption type, each carrying the signature headers', () => {
    const events = [
      ...FLIGHT_ORDER_STATUSES.map((s) => `order.${s}`),
      ...TRAIN_ORDER_STATUSES.map((s) => `train.order.${s}`),
      ...DISRUPTION_TYPES.map((d) => `disruption.${d}`),
    ];
    expect(Object.keys(document.webhooks).sort()).toEqual(events.sort());
    const named = (p: { name?: string; $ref?: string }) => p.name ?? document.components.parameters[p.$ref!.split('/').pop()!]!.name;
    for (const hook of Object.values(document.webhooks)) {
      expect(hook.post.parameters!.map(named)).toEqual(
        expect.arrayContaining(['x-tessera-signature', 'x-tessera-timestamp', 'x-tessera-event-id']),
      );
    }
  });

  it('names each object shape that operations share instead of repeating it inline', () => {
    // Shapes of three fields or more; the answer envelope {code, data, message} around a named
    // schema is the one wrapper every operation repeats on purpose.
    const places = new Map<string, string[]>();
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { type?: string; properties?: Record<string, unknown> };
      const fields = schema.type === 'object' && schema.properties ? Object.keys(schema.properties) : [];
      if (fields.length >= 3 && fields.join() !== 'code,data,message') {
        const shape = JSON.stringify(node, (key, value: unknown) =>
          ['description', 'example', 'examples'].includes(key) ? undefined : value,
        );
        places.set(shape, [...(places.get(shape) ?? []), at]);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value, `${at}/${key}`);
    };
    walk(document.paths, '#/paths');
    walk(document.webhooks, '#/webhooks');
    expect([...places.values()].filter((at) => at.length > 1)).toEqual([]);
  });
});
