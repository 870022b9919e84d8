// The events an agency's notification URLs receive, as OpenAPI 3.1 `webhooks`: one entry per event
// name, with the payload and the signature headers. Event names come from the same lists the
// notification code uses (order statuses, disruption types), so a new status is documented at once.
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { FLIGHT_ORDER_STATUSES, FLIGHT_ORDER_TYPES } from '@/domain/flights/flight-order-status';
import { DISRUPTION_TYPES } from '@/domain/flights/flight-orders';
import { TRAIN_ORDER_STATUSES, TRAIN_ORDER_TYPES } from '@/domain/trains/order-status';
import { TAGS } from './tags';

/**
 * How receivers check a delivery. One place: when signing changes (its key or scheme), change the
 * wording and headers here and every webhook in the document follows.
 */
export const WEBHOOK_SIGNATURE = {
  description:
    'Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, ' +
    'and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, ' +
    'comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. ' +
    "The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on the body's id, which the signature covers (the x-tessera-event-id header repeats it but is not signed, so a replay could change it). " +
    'A runnable receiver: docs/examples/verify-notification.mjs.',
  headers: [
    {
      name: 'x-tessera-signature',
      description: 'sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated',
      schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}(, sha256=[0-9a-f]{64})?$' },
    },
    {
      name: 'x-tessera-timestamp',
      description: 'Unix seconds when this attempt was signed',
      schema: { type: 'string', pattern: '^[0-9]+$' },
    },
    {
      name: 'x-tessera-event-id',
      description: 'The event id, the same on every retry; not signed: de-duplicate on the body id',
      schema: { type: 'string', format: 'uuid' },
    },
    { name: 'x-tessera-event', description: 'The event name, as in the body', schema: { type: 'string' } },
  ],
};

// The same Journey schema the order answers use (named in component-schemas).
const journeys = { type: 'array', items: { $ref: '#/components/schemas/Journey' } };

const orderVersion = {
  type: 'integer',
  minimum: 1,
  description:
    "The order's version after this event: its number of status changes so far (creation is 1). Deliveries may arrive out of order or twice; apply an event only when its version is above the one you hold.",
};

const orderState = (statuses: readonly string[], withPnr: boolean): object => ({
  type: 'object',
  description: "The order after this event: keep it as the order's state when orderVersion is the highest you have seen.",
  required: ['status', 'paymentStatus', 'currency', 'totalAmount'],
  properties: {
    status: { type: 'string', enum: [...statuses] },
    paymentStatus: { type: 'string', enum: ['paid', 'unpaid'] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    totalAmount: { type: 'integer', description: 'Minor units of the currency' },
    ...(withPnr ? { pnr: { type: ['string', 'null'] } } : {}),
  },
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const orderEventData = {
  type: 'object',
  required: ['orderId', 'orderNo', 'type', 'originOrderId', 'from', 'to', 'action', 'orderVersion', 'state'],
  properties: {
    orderId: { type: 'integer' },
    orderNo: { type: 'string' },
    type: { type: 'string', enum: [...FLIGHT_ORDER_TYPES], description: 'origin, or the after-sale order kind' },
    originOrderId: { type: ['integer', 'null'], description: 'The original order of a change, refund or void order' },
    from: { type: ['string', 'null'], enum: [...FLIGHT_ORDER_STATUSES, null] },
    to: { type: 'string', enum: [...FLIGHT_ORDER_STATUSES] },
    action: { type: 'string', description: 'What moved the order (pay, issue, cancel, timeout, ...)' },
    orderVersion,
    state: ref('FlightOrderState'),
  },
};

const trainEventData = {
  type: 'object',
  required: ['orderId', 'orderNo', 'type', 'originOrderId', 'from', 'to', 'action', 'orderVersion', 'state'],
  properties: {
    orderId: { type: 'integer' },
    orderNo: { type: 'string' },
    type: { type: 'string', enum: [...TRAIN_ORDER_TYPES], description: 'origin, or the refund or change order' },
    originOrderId: { type: ['integer', 'null'], description: 'The original order of a refund or change order' },
    from: { type: ['string', 'null'], enum: [...TRAIN_ORDER_STATUSES, null] },
    to: { type: 'string', enum: [...TRAIN_ORDER_STATUSES] },
    action: { type: 'string', description: 'What moved the order (pay, issue, fail, cancel, close, refund, change, ...)' },
    orderVersion,
    state: ref('TrainOrderState'),
  },
};

const disruptionEventData = {
  type: 'object',
  required: ['disruptionId', 'orderId', 'orderNo', 'pnr', 'type', 'before', 'after', 'orderVersion', 'state'],
  properties: {
    disruptionId: { type: 'integer' },
    orderId: { type: 'integer' },
    orderNo: { type: 'string' },
    pnr: { type: ['string', 'null'] },
    type: { type: 'string', enum: [...DISRUPTION_TYPES] },
    before: journeys,
    after: { anyOf: [journeys, { type: 'null' }], description: 'null when the flight is cancelled with nothing offered' },
    orderVersion: {
      ...orderVersion,
      description: "The order's version when the disruption was announced (a disruption does not change the order's status)",
    },
    state: ref('FlightOrderState'),
  },
};

/** The payload parts every event of a kind shares, named once under components.schemas. */
export const WEBHOOK_SCHEMAS: Record<string, object> = {
  FlightOrderState: orderState(FLIGHT_ORDER_STATUSES, true),
  TrainOrderState: orderState(TRAIN_ORDER_STATUSES, false),
  FlightOrderEventData: orderEventData,
  TrainOrderEventData: trainEventData,
  DisruptionEventData: disruptionEventData,
};

/** The signature headers, named once under components.parameters. */
export const WEBHOOK_PARAMETERS: Record<string, object> = Object.fromEntries(
  WEBHOOK_SIGNATURE.headers.map((h) => [headerParameterName(h.name), { in: 'header', required: true, ...h }]),
);

function headerParameterName(header: string): string {
  return header.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}

function eventSchema(event: string, channel: string, data: object) {
  return {
    type: 'object',
    required: ['id', 'event', 'channel', 'occurredAt', 'data'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'Same as x-tessera-event-id' },
      event: { const: event },
      channel: { const: channel },
      occurredAt: { type: 'string', format: 'date-time' },
      data,
    },
  };
}

/**
 * The request body of an event. The payload schema is JSON Schema converted from zod at run time;
 * openapi-types' 3.1 operation type intersects its body with the 3.0 shapes, which a plain schema
 * object cannot meet, hence the one cast.
 */
function payloadBody(schema: object): OpenAPIV3.RequestBodyObject & OpenAPIV3_1.RequestBodyObject {
  const body: OpenAPIV3_1.RequestBodyObject = {
    required: true,
    content: { 'application/json': { schema: schema as OpenAPIV3_1.SchemaObject } },
  };
  return body as unknown as OpenAPIV3.RequestBodyObject & OpenAPIV3_1.RequestBodyObject;
}

function webhook(operationId: string, summary: string, description: string, tag: string, schema: object): OpenAPIV3_1.PathItemObject {
  return {
    post: {
      operationId,
      summary,
      description: `${description}\n\n${WEBHOOK_SIGNATURE.description}`,
      tags: [tag],
      security: [],
      parameters: WEBHOOK_SIGNATURE.headers.map(
        (h) => ({ $ref: `#/components/parameters/${headerParameterName(h.name)}` }) as OpenAPIV3_1.ReferenceObject,
      ),
      requestBody: payloadBody(schema),
      responses: {
        '200': { description: 'Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff.' },
        '400': { description: 'Refused (for example a bad signature): retried, then given up and noted in the order history.' },
      },
    },
  };
}

const camel = (text: string) => text.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const pascal = (text: string) => camel(text).replace(/^\w/, (c) => c.toUpperCase());

export function webhooks(): Record<string, OpenAPIV3_1.PathItemObject> {
  const all: Record<string, OpenAPIV3_1.PathItemObject> = {};
  for (const status of FLIGHT_ORDER_STATUSES) {
    const event = `order.${status}`;
    all[event] = webhook(
      `onOrder${pascal(status)}`,
      `Order reached ${status}`,
      `Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to ${status}.`,
      TAGS.orderEvents.name,
      eventSchema(event, 'booking', ref('FlightOrderEventData')),
    );
  }
  for (const status of TRAIN_ORDER_STATUSES) {
    const event = `train.order.${status}`;
    all[event] = webhook(
      `onTrainOrder${pascal(status)}`,
      `Train order reached ${status}`,
      `Sent to the train notification URL when a train order (or its refund or change order) moves to ${status}.`,
      TAGS.trainEvents.name,
      eventSchema(event, 'train', ref('TrainOrderEventData')),
    );
  }
  for (const type of DISRUPTION_TYPES) {
    const event = `disruption.${type}`;
    all[event] = webhook(
      `onDisruption${pascal(type)}`,
      `Schedule change: ${type}`,
      `Sent to the flight-change notification URL when a supplier announces a schedule change of type ${type} on an issued order.`,
      TAGS.disruptionEvents.name,
      eventSchema(event, 'flight_change', ref('DisruptionEventData')),
    );
  }
  return all;
}
