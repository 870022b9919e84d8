// Airwallex's payment acceptance API as its reference documents it (login for a bearer token, payment
// intents, refunds with request_id idempotency, financial transactions, signed webhooks), started by
// the test on a port from the OS. Requests are checked field by field against the documented bodies
// (unknown fields refused, amounts as decimals of the currency); webhooks carry x-timestamp and
// x-signature (hex HMAC-SHA256 of timestamp + body with the endpoint's secret).
import { createHmac, randomBytes } from 'node:crypto';
import { startMock, type MockRequest, type MockServer } from '../support/mock-core';
import { HOSTED_PAGE_PREFIX, hostedPageRoutes } from './hosted-page';

export const AIRWALLEX_CLIENT_ID = 'C_test_client';
export const AIRWALLEX_API_KEY = 'k_test_api_key';

export interface Intent {
  id: string;
  request_id: string;
  amount: number;
  currency: string;
  merchant_order_id: string;
  descriptor?: string;
  metadata?: Record<string, string>;
  return_url?: string;
  status: string;
  client_secret: string;
  captured_amount: number;
  created_at: string;
  updated_at: string;
}

export interface Refund {
  id: string;
  request_id: string;
  payment_intent_id: string;
  amount: number;
  currency: string;
  reason?: string;
  status: string;
  created_at: string;
}
export interface FinancialTransaction {
  id: string;
  source_id: string;
  source_type: string;
  transaction_type: string;
  amount: number;
  fee: number;
  net: number;
  currency: string;
  status: string;
  created_at: string;
}

type Field = [name: string, required: boolean, ok: (value: unknown, body: Record<string, unknown>) => boolean];
const str = (max: number) => (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= max;
const decimals = (v: unknown, currency: unknown) => {
  if (typeof v !== 'number' || !(v > 0)) return false;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: String(currency) }).resolvedOptions().maximumFractionDigits ?? 2;
  return Number(v.toFixed(digits)) === v;
};
const SCHEMAS: Record<string, Field[]> = {
  'create payment intent': [
    ['request_id', true, str(64)],
    ['amount', true, (v, b) => decimals(v, b.currency)],
    ['currency', true, (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v)],
    ['merchant_order_id', true, str(64)],
    ['descriptor', false, str(32)],
    ['metadata', false, (v) => typeof v === 'object' && v !== null && !Array.isArray(v)],
    ['return_url', false, (v) => typeof v === 'string' && /^https?:\/\//.test(v)],
  ],
  'cancel payment intent': [
    ['request_id', true, str(64)],
    ['cancellation_reason', false, str(128)],
  ],
  'create refund': [
    ['request_id', true, str(64)],
    ['payment_intent_id', true, str(64)],
    ['amount', false, (v) => typeof v === 'number' && v > 0],
    ['reason', false, str(128)],
  ],
};

function validateBody(operation: string, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return ['body must be a JSON object'];
  const fields = SCHEMAS[operation]!;
  const record = body as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((k) => !fields.some(([name]) => name === k))
    .map((k) => `unknown field ${k}`);
  for (const [name, required, ok] of fields) {
    if (record[name] === undefined) {
      if (required) problems.push(`${name} is required`);
      continue;
    }
    if (!ok(record[name], record)) problems.push(`${name} is invalid: ${JSON.stringify(record[name])}`);
  }
  return problems;
}

const error = (status: number, code: string, message: string) => ({ status, body: { code, message } });

export interface AirwallexMock extends MockServer {
  webhookSecret: string;
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  transactions: FinancialTransaction[];
  /** Logins so far. */
  logins: number;
  /** Every token issued stops being good (as when one lapses). */
  forgetTokens(): void;
  /** The payer pays on the hosted page; answers the webhook (delivered unless told not to). */
  pay(intentId: string, options?: { deliver?: boolean }): Promise<{ body: string; headers: Record<string, string> }>;
  /** A webhook event signed with the endpoint's secret (or another), at now (or another time). */
  signedEvent(
    name: string,
    object: object,
    options?: { secret?: string; timestamp?: number },
  ): { body: string; headers: Record<string, string> };
}

export interface AirwallexMockOptions {
  webhookSecret: string;
  deliver: (body: string, headers: Record<string, string>) => Promise<unknown>;
  feeOf?: (amount: number) => number;
  port?: number;
  /** Serve the payer's side too (a browser walk): the hosted payment page at /checkout/ (see hosted-page.ts). */
  hostedPage?: boolean;
}

export async function startAirwallexMock(options: AirwallexMockOptions): Promise<AirwallexMock> {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const tokens = new Set<string>();
  let transactions: FinancialTransaction[] = [];
  let logins = 0;
  const now = () => new Date().toISOString();
  const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
  const byRequest = <T extends { request_id: string }>(map: Map<string, T>, requestId: unknown) =>
    [...map.values()].find((v) => v.request_id === requestId);
  const round = (n: number) => Math.round(n * 100) / 100;

  const route = (
    operation: string,
    method: string,
    path: string,
    answer: (request: MockRequest) => { status: number; body?: unknown },
  ) => ({
    operation,
    method,
    path,
    validate: (request: MockRequest) => (SCHEMAS[operation] ? validateBody(operation, request.body) : []),
    answer,
    invalid: (_request: MockRequest, problems: string[]) => error(400, 'validation_error', problems.join('; ')),
  });

  // The hosted page's routes reach the mock once it exists (it pays through it).
  let mock: AirwallexMock | undefined;
  const server = await startMock(
    [
      ...(options.hostedPage ? hostedPageRoutes({ intents, pay: (intentId) => mock!.pay(intentId) }) : []),
      route('create payment intent', 'POST', '/api/v1/pa/payment_intents/create', (request) => {
        const body = request.body as Record<string, unknown>;
        const same = byRequest(intents, body.request_id);
        if (same) return { status: 201, body: same };
        const intent: Intent = {
          id: id('int'),
          request_id: String(body.request_id),
          amount: body.amount as number,
          currency: String(body.currency),
          merchant_order_id: String(body.merchant_order_id),
          descriptor: body.descriptor as string | undefined,
          metadata: body.metadata as Record<string, string> | undefined,
          return_url: body.return_url as string | undefined,
          status: 'REQUIRES_PAYMENT_METHOD',
          client_secret: randomBytes(16).toString('hex'),
          captured_amount: 0,
          created_at: now(),
          updated_at: now(),
        };
        intents.set(intent.id, intent);
        return { status: 201, body: intent };
      }),
      route('retrieve payment intent', 'GET', '/api/v1/pa/payment_intents/{id}', (request) => {
        const intent = intents.get(request.params.id!);
        return intent ? { status: 200, body: intent } : error(404, 'resource_not_found', 'The requested resource was not found');
      }),
      route('cancel payment intent', 'POST', '/api/v1/pa/payment_intents/{id}/cancel', (request) => {
        const intent = intents.get(request.params.id!);
        if (!intent) return error(404, 'resource_not_found', 'The requested resource was not found');
        if (intent.status === 'SUCCEEDED' || intent.status === 'CANCELLED')
          return error(400, 'invalid_status_for_operation', `The payment intent is ${intent.status}`);
        intent.status = 'CANCELLED';
        intent.updated_at = now();
        return { status: 200, body: intent };
      }),
      route('create refund', 'POST', '/api/v1/pa/refunds/create', (request) => {
        const body = request.body as Record<string, unknown>;
        const same = byRequest(refunds, body.request_id);
        if (same) return { status: 201, body: same };
        const intent = intents.get(String(body.payment_intent_id));
        if (!intent || intent.status !== 'SUCCEEDED')
          return error(400, 'invalid_status_for_operation', 'The payment intent cannot be refunded');
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent_id === intent.id)
          .reduce((sum, r) => round(sum + r.amount), 0);
        const amount = (body.amount as number | undefined) ?? round(intent.amount - refunded);
        if (!decimals(amount, intent.currency) || round(refunded + amount) > intent.amount)
          return error(400, 'validation_error', 'The refund amount exceeds the amount left to refund');
        const refund: Refund = {
          id: id('rfd'),
          request_id: String(body.request_id),
          payment_intent_id: intent.id,
          amount,
          currency: intent.currency,
          reason: body.reason as string | undefined,
          status: 'RECEIVED',
          created_at: now(),
        };
        refunds.set(refund.id, refund);
        transactions.push({
          id: id('ft'),
          source_id: refund.id,
          source_type: 'REFUND',
          transaction_type: 'REFUND',
          amount: -amount,
          fee: 0,
          net: -amount,
          currency: intent.currency,
          status: 'PENDING',
          created_at: now(),
        });
        return { status: 201, body: refund };
      }),
      route('list financial transactions', 'GET', '/api/v1/financial_transactions', (request) => {
        const from = Date.parse(request.query.get('from_created_at') ?? '');
        const to = Date.parse(request.query.get('to_created_at') ?? '');
        if (Number.isNaN(from) || Number.isNaN(to)) return error(400, 'validation_error', 'from_created_at and to_created_at are required');
        const page = Number(request.query.get('page_num') ?? 0);
        const size = Math.min(Number(request.query.get('page_size') ?? 100), 1000);
        const all = transactions.filter((t) => Date.parse(t.created_at) >= from && Date.parse(t.created_at) <= to);
        return { status: 200, body: { items: all.slice(page * size, (page + 1) * size), has_more: (page + 1) * size < all.length } };
      }),
    ],
    {
      contentType: 'application/json',
      port: options.port,
      before: (request) => {
        // The payer's browser on the hosted page carries no token: the page's own secret is the intent's client secret.
        if (options.hostedPage && request.path.startsWith(HOSTED_PAGE_PREFIX)) return undefined;
        if (request.path === '/api/v1/authentication/login') {
          if (
            request.method !== 'POST' ||
            request.headers['x-client-id'] !== AIRWALLEX_CLIENT_ID ||
            request.headers['x-api-key'] !== AIRWALLEX_API_KEY
          )
            return error(401, 'credentials_invalid', 'Invalid client id or API key');
          const token = randomBytes(16).toString('hex');
          tokens.add(token);
          logins++;
          return { status: 201, body: { token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() } };
        }
        const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
        return bearer && tokens.has(bearer) ? undefined : error(401, 'unauthorized', 'Access denied, authentication failed');
      },
      notFound: () => error(404, 'resource_not_found', 'The requested resource was not found'),
    },
  );

  mock = {
    ...server,
    webhookSecret: options.webhookSecret,
    intents,
    refunds,
    get transactions() {
      return transactions;
    },
    set transactions(rows) {
      transactions = rows;
    },
    get logins() {
      return logins;
    },
    forgetTokens: () => tokens.clear(),
    signedEvent(name, object, { secret = options.webhookSecret, timestamp = Date.now() } = {}) {
      const body = JSON.stringify({
        id: id('evt'),
        name,
        account_id: 'acct_test',
        data: { object },
        created_at: now(),
        version: '2025-06-30',
      });
      const stamp = String(timestamp);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': stamp,
          'x-signature': createHmac('sha256', secret).update(`${stamp}${body}`).digest('hex'),
        },
      };
    },
    async pay(intentId, { deliver = true } = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'SUCCEEDED';
      intent.captured_amount = intent.amount;
      intent.updated_at = now();
      const fee = options.feeOf?.(intent.amount) ?? 0;
      transactions.push({
        id: id('ft'),
        source_id: intent.id,
        source_type: 'PAYMENT_INTENT',
        transaction_type: 'PAYMENT',
        amount: intent.amount,
        fee,
        net: round(intent.amount - fee),
        currency: intent.currency,
        status: 'SETTLED',
        created_at: now(),
      });
      const event = mock!.signedEvent('payment_intent.succeeded', { ...intent });
      if (deliver) await options.deliver(event.body, event.headers);
      return event;
    },
  };
  return mock;
}
