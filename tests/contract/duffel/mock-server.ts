// A mock Duffel built from what the official SDK publishes: request bodies are validated against
// JSON Schemas generated from @duffel/api's own types (request-schemas.json), answers are the SDK's
// published example objects (fixtures/sdk-mocks.json), errors have the body and headers Duffel's API
// reference describes. The only state: a held order that was paid answers as itself with the
// documents and payment status of the SDK's example of a paid order (the SDK publishes no paid hold).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { startMock, type MockAnswer, type MockRequest, type MockRoute, type MockServer } from '../support/mock-core';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const schemas = JSON.parse(readFileSync(here('./request-schemas.json'), 'utf8')) as { definitions: Record<string, object> };
export const duffelFixtures = () => JSON.parse(readFileSync(here('./fixtures/sdk-mocks.json'), 'utf8')) as Record<string, any>;

export const DUFFEL_TEST_TOKEN = 'duffel_test_contract';

export function duffelError(status: number, type: string, code: string, title: string, headers?: Record<string, string>): MockAnswer {
  return { status, headers, body: { errors: [{ type, code, title, message: title, documentation_url: `https://duffel.com/docs/api/overview/errors` }], meta: { status, request_id: 'FZ2qcbnzQvCqB7sAAAGC' } } };
}

function bodyRoute(operation: string, method: string, path: string, schema: string | null, answer: (request: MockRequest) => MockAnswer): MockRoute {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const check = schema ? ajv.compile({ $ref: `#/definitions/${schema}`, definitions: schemas.definitions }) : null;
  return {
    operation, method, path, answer,
    validate(request) {
      const problems: string[] = [];
      if (request.headers['duffel-version'] !== 'v2') problems.push('header Duffel-Version: must be v2');
      if (!check) return problems;
      const data = (request.body as { data?: unknown } | null)?.data;
      if (data === undefined) return [...problems, 'body: no data'];
      if (!check(data)) problems.push(...(check.errors ?? []).map((e) => `data${e.instancePath}: ${e.message}`));
      return problems;
    },
    invalid: (_request, problems) => ({ ...duffelError(422, 'validation_error', 'validation_required', problems.join('; ').slice(0, 500)) }),
  };
}

export interface DuffelMock extends MockServer {
  /** Held orders the adapter paid. */
  paid: Set<string>;
}

export async function startDuffelMock(options: { port?: number; delayMs?: number } = {}): Promise<DuffelMock> {
  const f = duffelFixtures();
  const paid = new Set<string>();
  const ok = (body: unknown, status = 200): MockAnswer => ({ status, body: { data: body } });
  const notFound = () => duffelError(404, 'invalid_request_error', 'not_found', 'Not found');
  const orders = new Map<string, unknown>([[f.order.id, f.order], ...f.onHoldOrders.map((o: { id: string }) => [o.id, o] as [string, unknown])]);
  const routes: MockRoute[] = [
    bodyRoute('create offer request', 'POST', '/air/offer_requests/', 'CreateOfferRequest', () => ok(f.offerRequest, 201)),
    bodyRoute('get offer', 'GET', '/air/offers/{id}', null, (r) => (r.params.id === f.offer.id ? ok(f.offer) : notFound())),
    bodyRoute('create order', 'POST', '/air/orders', 'CreateOrder', (r) => ok((r.body as { data: { type: string } }).data.type === 'pay_later' ? f.onHoldOrders[0] : f.order, 201)),
    bodyRoute('get order', 'GET', '/air/orders/{id}', null, (r) => {
      const order = orders.get(r.params.id!) as Record<string, unknown> | undefined;
      if (!order) return notFound();
      return ok(paid.has(r.params.id!) ? { ...order, documents: f.order.documents, payment_status: { ...f.order.payment_status, awaiting_payment: false, paid_at: f.payment.created_at } } : order);
    }),
    bodyRoute('create payment', 'POST', '/air/payments', 'CreatePayment', (r) => {
      paid.add((r.body as { data: { order_id: string } }).data.order_id);
      return ok(f.payment, 201);
    }),
    bodyRoute('create order cancellation', 'POST', '/air/order_cancellations', 'CreateOrderCancellation', () => ok(f.orderCancellation, 201)),
    bodyRoute('confirm order cancellation', 'POST', '/air/order_cancellations/{id}/actions/confirm', null, (r) => (r.params.id === f.orderCancellation.id ? ok(f.orderCancellation) : notFound())),
    bodyRoute('create order change request', 'POST', '/air/order_change_requests', 'CreateOrderChangeRequest', () => ok(f.orderChangeRequest, 201)),
  ];
  const server = await startMock(routes, {
    port: options.port,
    delayMs: options.delayMs,
    contentType: 'application/json; charset=utf-8',
    before: (request) => (request.headers.authorization === `Bearer ${DUFFEL_TEST_TOKEN}` ? undefined : duffelError(401, 'authentication_error', 'unauthorized', 'Unauthorized')),
    notFound,
  });
  return { ...server, paid };
}
