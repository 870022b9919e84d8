// A mock Duffel built from what the official SDK publishes: request bodies are validated against
// JSON Schemas generated from @duffel/api's own types (request-schemas.json), answers are the SDK's
// published example objects (fixtures/sdk-mocks.json), errors have the body and headers Duffel's API
// reference describes. The only state: a held order that was paid answers as itself with the
// documents and payment status of the SDK's example of a paid order (the SDK publishes no paid hold);
// an order change is created unconfirmed and answers confirmed (the SDK's example) once confirmed;
// an airline-initiated change answered (accepted or updated) lists with that action taken.
// For a walk with today's clock (e2e, `npm start` beside the simulators) the published dates can be
// moved to the future (shift-dates.ts), and the example offers answered only to searches from the
// airport they depart from (any other route: the offer request with no offers, as Duffel answers a
// route it sells nothing on), so other searches keep the simulators' results alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { daysToShift, shiftFixtures } from './shift-dates';
import { startMock, type MockAnswer, type MockRequest, type MockRoute, type MockServer } from '../support/mock-core';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const schemas = JSON.parse(readFileSync(here('./request-schemas.json'), 'utf8')) as { definitions: Record<string, object> };
export const duffelFixtures = () => JSON.parse(readFileSync(here('./fixtures/sdk-mocks.json'), 'utf8')) as Record<string, any>;

export const DUFFEL_TEST_TOKEN = 'duffel_test_contract';

export function duffelError(status: number, type: string, code: string, title: string, headers?: Record<string, string>): MockAnswer {
  return {
    status,
    headers,
    body: {
      errors: [{ type, code, title, message: title, documentation_url: `https://duffel.com/docs/api/overview/errors` }],
      meta: { status, request_id: 'FZ2qcbnzQvCqB7sAAAGC' },
    },
  };
}

function bodyRoute(
  operation: string,
  method: string,
  path: string,
  schema: string | object | null,
  answer: (request: MockRequest) => MockAnswer,
): MockRoute {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const root = typeof schema === 'string' ? { $ref: `#/definitions/${schema}` } : schema;
  const check = root ? ajv.compile({ ...root, definitions: schemas.definitions }) : null;
  return {
    operation,
    method,
    path,
    answer,
    validate(request) {
      const problems: string[] = [];
      if (request.headers['duffel-version'] !== 'v2') problems.push('header Duffel-Version: must be v2');
      if (!check) return problems;
      const data = (request.body as { data?: unknown } | null)?.data;
      if (data === undefined) return [...problems, 'body: no data'];
      if (!check(data)) problems.push(...(check.errors ?? []).map((e) => `data${e.instancePath}: ${e.message}`));
      return problems;
    },
    invalid: (_request, problems) => ({
      ...duffelError(422, 'validation_error', 'validation_required', problems.join('; ').slice(0, 500)),
    }),
  };
}

/** The body of an airline-initiated change's update, as the SDK sends it (its own action type). */
const UPDATE_AIRLINE_CHANGE = {
  type: 'object',
  properties: { action_taken: { $ref: '#/definitions/AirlineInitiatedChangeActionTaken' } },
  required: ['action_taken'],
  additionalProperties: false,
};

export interface DuffelMockOptions {
  port?: number;
  delayMs?: number;
  /** Move every published date by whole days so the example offer expires at least two hours after this moment. */
  shiftFrom?: Date;
  /** Answer the example offers only to a search whose first slice leaves from the airport they leave from. */
  matchOrigin?: boolean;
}

/** How long a shifted example offer stays valid at least: an e2e run, or a demo, with time to spare. */
const SHIFT_MARGIN_MS = 2 * 3_600_000;

export interface DuffelMock extends MockServer {
  /** Whole days the published dates were moved by (0: as published). */
  shiftDays: number;
  /** Held orders the adapter paid. */
  paid: Set<string>;
  /** Order changes confirmed, by id. */
  confirmedChanges: Set<string>;
  /** Airline-initiated changes answered, with the action taken. */
  answeredChanges: Map<string, string>;
}

export async function startDuffelMock(options: DuffelMockOptions = {}): Promise<DuffelMock> {
  const published = duffelFixtures();
  const shiftDays = options.shiftFrom ? daysToShift(published.offer.expires_at, options.shiftFrom, SHIFT_MARGIN_MS) : 0;
  const f = shiftFixtures(published, shiftDays);
  const paid = new Set<string>();
  const confirmedChanges = new Set<string>();
  const answeredChanges = new Map<string, string>();
  const orderChange = (id: string) => (confirmedChanges.has(id) ? f.orderChange : { ...f.orderChange, confirmed_at: null });
  const airlineChange = () => {
    const action = answeredChanges.get(f.airlineInitiatedChange.id);
    return action ? { ...f.airlineInitiatedChangeAccepted, action_taken: action, available_actions: [] } : f.airlineInitiatedChange;
  };
  const answerChange = (id: string, action: string) => {
    if (id !== f.airlineInitiatedChange.id) return notFound();
    answeredChanges.set(id, action);
    return ok(airlineChange());
  };
  const ok = (body: unknown, status = 200): MockAnswer => ({ status, body: { data: body } });
  const notFound = () => duffelError(404, 'invalid_request_error', 'not_found', 'Not found');
  const offersFrom = f.offerRequest.offers[0].slices[0].origin.iata_code as string;
  const offerRequest = (r: MockRequest) => {
    const origin = (r.body as { data: { slices: Array<{ origin: string }> } }).data.slices[0]?.origin;
    return ok(!options.matchOrigin || origin === offersFrom ? f.offerRequest : { ...f.offerRequest, offers: [] }, 201);
  };
  const orders = new Map<string, unknown>([
    [f.order.id, f.order],
    ...f.onHoldOrders.map((o: { id: string }) => [o.id, o] as [string, unknown]),
  ]);
  const routes: MockRoute[] = [
    bodyRoute('create offer request', 'POST', '/air/offer_requests/', 'CreateOfferRequest', offerRequest),
    bodyRoute('get offer', 'GET', '/air/offers/{id}', null, (r) => (r.params.id === f.offer.id ? ok(f.offer) : notFound())),
    bodyRoute('create order', 'POST', '/air/orders', 'CreateOrder', (r) =>
      ok((r.body as { data: { type: string } }).data.type === 'pay_later' ? f.onHoldOrders[0] : f.order, 201),
    ),
    bodyRoute('get order', 'GET', '/air/orders/{id}', null, (r) => {
      const order = orders.get(r.params.id!) as Record<string, unknown> | undefined;
      if (!order) return notFound();
      return ok(
        paid.has(r.params.id!)
          ? {
              ...order,
              documents: f.order.documents,
              payment_status: { ...f.order.payment_status, awaiting_payment: false, paid_at: f.payment.created_at },
            }
          : order,
      );
    }),
    bodyRoute('create payment', 'POST', '/air/payments', 'CreatePayment', (r) => {
      paid.add((r.body as { data: { order_id: string } }).data.order_id);
      return ok(f.payment, 201);
    }),
    bodyRoute('create order cancellation', 'POST', '/air/order_cancellations', 'CreateOrderCancellation', () =>
      ok(f.orderCancellation, 201),
    ),
    bodyRoute('confirm order cancellation', 'POST', '/air/order_cancellations/{id}/actions/confirm', null, (r) =>
      r.params.id === f.orderCancellation.id ? ok(f.orderCancellation) : notFound(),
    ),
    bodyRoute('create order change request', 'POST', '/air/order_change_requests', 'CreateOrderChangeRequest', () =>
      ok(f.orderChangeRequest, 201),
    ),
    bodyRoute('create order change', 'POST', '/air/order_changes', 'CreateOrderChangeParameters', () =>
      ok(orderChange(f.orderChange.id as string), 201),
    ),
    bodyRoute('get order change', 'GET', '/air/order_changes/{id}', null, (r) =>
      r.params.id === f.orderChange.id ? ok(orderChange(r.params.id!)) : notFound(),
    ),
    bodyRoute('confirm order change', 'POST', '/air/order_changes/{id}/actions/confirm', 'ConfirmOrderChangePayment', (r) => {
      if (r.params.id !== f.orderChange.id) return notFound();
      confirmedChanges.add(r.params.id!);
      return ok(orderChange(r.params.id!));
    }),
    bodyRoute('list airline-initiated changes', 'GET', '/air/airline_initiated_changes', null, (r) =>
      ok(r.query.get('order_id') === f.airlineInitiatedChange.order_id ? [airlineChange()] : []),
    ),
    bodyRoute('accept airline-initiated change', 'POST', '/air/airline_initiated_changes/{id}/actions/accept', null, (r) =>
      answerChange(r.params.id!, 'accepted'),
    ),
    bodyRoute('update airline-initiated change', 'PATCH', '/air/airline_initiated_changes/{id}', UPDATE_AIRLINE_CHANGE, (r) =>
      answerChange(r.params.id!, (r.body as { data: { action_taken: string } }).data.action_taken),
    ),
  ];
  const server = await startMock(routes, {
    port: options.port,
    delayMs: options.delayMs,
    contentType: 'application/json; charset=utf-8',
    before: (request) =>
      request.headers.authorization === `Bearer ${DUFFEL_TEST_TOKEN}`
        ? undefined
        : duffelError(401, 'authentication_error', 'unauthorized', 'Unauthorized'),
    notFound,
  });
  return { ...server, shiftDays, paid, confirmedChanges, answeredChanges };
}
