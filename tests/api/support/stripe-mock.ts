// A Stripe API stand-in for the contract tests, built from what Stripe publishes: every request is
// validated against Stripe's OpenAPI document (tests/fixtures/stripe/openapi.json, trimmed to the
// operations we call; unknown parameters refused as Stripe does), answers are Stripe's published
// fixtures with our values laid over them, webhooks are signed with the SDK's own test-header
// function, and Idempotency-Key behaves as Stripe documents it (same key and body: the same
// answer; same key, other body: an idempotency_error). Listens on a port from the OS.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import qs from 'qs';
import Stripe from 'stripe';

const FIXTURES = 'tests/fixtures/stripe';
type Json = Record<string, unknown>;
type Schema = Record<string, unknown>;

const spec = JSON.parse(readFileSync(`${FIXTURES}/openapi.json`, 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; schema: Schema; required?: boolean }>;
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
};
const fixtures = (JSON.parse(readFileSync(`${FIXTURES}/fixtures.json`, 'utf8')) as { resources: Record<string, Json> }).resources;

/** Stripe refuses parameters it does not know: every object that lists its properties allows no others. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, closed(v)])) : closed(value);
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ strict: false, coerceTypes: 'array', allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
for (const [path, operations] of Object.entries(spec.paths)) {
  for (const [method, op] of Object.entries(operations)) {
    // Stripe's GET operations publish an empty form body too: their parameters are the query's.
    const body = method === 'get' ? undefined : op.requestBody?.content['application/x-www-form-urlencoded']?.schema;
    const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
    const schema = body ?? {
      type: 'object',
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
      required: query.filter((p) => p.required).map((p) => p.name),
    };
    validators.set(`${method.toUpperCase()} ${path}`, ajv.compile(closed(schema) as Schema));
  }
}

/** The spec's path template that matches a request path ("/v1/checkout/sessions/cs_1" -> ".../{session}"). */
function templateOf(path: string): { template: string; params: string[] } | null {
  for (const template of Object.keys(spec.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
    const match = pattern.exec(path);
    if (match) return { template, params: match.slice(1) };
  }
  return null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey?: string;
  errors: string[];
}

export interface MockSession {
  object: Json;
  charge?: string;
  refunded: number;
}

export interface BalanceRow {
  id: string;
  type: 'charge' | 'refund';
  amount: number;
  fee: number;
  currency: string;
  created: number;
  source: Json;
}

export interface StripeMockOptions {
  webhookSecret: string;
  /** Delivers a signed webhook (the test's app or a real server). */
  deliver?: (body: string, signature: string) => Promise<void>;
  /** Stripe's fee on a charge (default: 2.9% + 30 minor units, rounded). */
  feeOf?: (amount: number) => number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export class StripeMock {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, MockSession>();
  readonly refunds = new Map<string, Json>();
  balance: BalanceRow[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly signer = new Stripe('sk_test_mock_signer');
  private server?: Server;
  baseUrl = '';
  /** Set to make every API call answer this HTTP status (a provider outage). */
  failWith: number | null = null;

  constructor(private readonly options: StripeMockOptions) {}

  /** `port`: 0 (a port from the OS) unless a process started apart from the test needs a known one. */
  async start(port = 0): Promise<string> {
    this.server = createServer(
      (req, res) =>
        void this.handle(req, res).catch((error: unknown) => this.send(res, 500, { error: { type: 'api_error', message: String(error) } })),
    );
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Requests that Stripe's schema refused (a contract test expects none). */
  invalidRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.errors.length > 0);
  }

  /** A webhook event of Stripe's published shape around an object, with its signature header. */
  signedEvent(
    type: string,
    object: Json,
    options: { eventId?: string; timestamp?: number; secret?: string } = {},
  ): { body: string; signature: string; id: string } {
    const event = {
      ...fixtures.event,
      id: options.eventId ?? id('evt'),
      type,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
    };
    const body = JSON.stringify(event);
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? this.options.webhookSecret,
      timestamp: options.timestamp,
    });
    return { body, signature, id: event.id as string };
  }

  /** The payer pays on the hosted page: the charge settles, the completed event is sent. */
  async pay(sessionId: string, options: { deliver?: boolean } = {}): Promise<{ body: string; signature: string }> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const object = session.object;
    object.status = 'complete';
    object.payment_status = 'paid';
    const amount = object.amount_total as number;
    session.charge = id('ch');
    const fee = (this.options.feeOf ?? ((a: number) => Math.round(a * 0.029) + 30))(amount);
    this.balance.push({
      id: id('txn'),
      type: 'charge',
      amount,
      fee,
      currency: object.currency as string,
      created: now(),
      source: { ...fixtures.charge, id: session.charge, amount, currency: object.currency, payment_intent: object.payment_intent },
    });
    const signed = this.signedEvent('checkout.session.completed', structuredClone(object));
    if (options.deliver !== false) await this.options.deliver?.(signed.body, signed.signature);
    return signed;
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (url.pathname.startsWith('/checkout/')) return this.hostedPage(req, res, url);
    if ((req.headers.authorization ?? '') !== '' && !/^Bearer sk_(test|live)_\w+$/.test(req.headers.authorization ?? '')) {
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (!req.headers.authorization)
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
    if (this.failWith) return this.send(res, this.failWith, { error: { type: 'api_error', message: 'mock outage' } });
    const route = templateOf(url.pathname);
    const method = req.method ?? 'GET';
    const validate = route && validators.get(`${method} ${route.template}`);
    if (!route || !validate)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` },
      });
    const params = qs.parse(method === 'GET' ? url.search.slice(1) : raw, { depth: 10, arrayLimit: 100 }) as Json;
    const errors = validate(params)
      ? []
      : (validate.errors ?? []).map(
          (e) =>
            `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
        );
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, params, idempotencyKey: key, errors });
    if (errors.length)
      return this.send(res, 400, { error: { type: 'invalid_request_error', message: `Invalid request: ${errors.join('; ')}` } });
    if (key && method === 'POST') {
      const fingerprint = createHash('sha256').update(`${url.pathname}\n${raw}`).digest('hex');
      const seen = this.idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return this.send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (seen) return this.send(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
      const [status, body] = this.operate(method, route.template, route.params, params);
      this.idempotent.set(key, { fingerprint, status, body: JSON.stringify(body) });
      return this.send(res, status, body);
    }
    const [status, body] = this.operate(method, route.template, route.params, params);
    return this.send(res, status, body);
  }

  private operate(method: string, template: string, pathParams: string[], params: Json): [number, unknown] {
    switch (`${method} ${template}`) {
      case 'POST /v1/checkout/sessions':
        return [200, this.createSession(params)];
      case 'GET /v1/checkout/sessions/{session}': {
        const session = this.sessions.get(pathParams[0]!);
        return session
          ? [200, session.object]
          : [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${pathParams[0]}'` } }];
      }
      case 'POST /v1/checkout/sessions/{session}/expire': {
        const session = this.sessions.get(pathParams[0]!);
        if (!session) return [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
        if (session.object.status !== 'open')
          return [
            400,
            { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of open can be expired.' } },
          ];
        session.object.status = 'expired';
        session.object.url = null;
        return [200, session.object];
      }
      case 'POST /v1/refunds':
        return this.createRefund(params);
      case 'GET /v1/balance_transactions':
        return [200, this.listBalance(params)];
      default:
        return [404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }];
    }
  }

  private createSession(params: Json): Json {
    const items = params.line_items as Array<{ quantity: string; price_data: { currency: string; unit_amount: string } }>;
    const amount = items.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0);
    const sessionId = id('cs');
    const object: Json = {
      ...fixtures['checkout.session'],
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: params.mode,
      amount_subtotal: amount,
      amount_total: amount,
      currency: items[0]!.price_data.currency,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: id('pi'),
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      expires_at: Number(params.expires_at ?? now() + 86_400),
      url: `${this.baseUrl}/checkout/${sessionId}`,
    };
    this.sessions.set(sessionId, { object, refunded: 0 });
    return object;
  }

  private createRefund(params: Json): [number, unknown] {
    const session = [...this.sessions.values()].find((s) => s.object.payment_intent === params.payment_intent);
    if (!session || !session.charge)
      return [400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${String(params.payment_intent)}'` } }];
    const total = session.object.amount_total as number;
    const amount = params.amount === undefined ? total - session.refunded : Number(params.amount);
    if (amount <= 0 || session.refunded + amount > total) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${total - session.refunded})`,
          },
        },
      ];
    }
    session.refunded += amount;
    const refund: Json = {
      ...fixtures.refund,
      id: id('re'),
      amount,
      charge: session.charge,
      currency: session.object.currency,
      payment_intent: params.payment_intent,
      status: 'succeeded',
      created: now(),
      metadata: params.metadata ?? {},
    };
    this.refunds.set(refund.id as string, refund);
    this.balance.push({
      id: id('txn'),
      type: 'refund',
      amount: -amount,
      fee: 0,
      currency: session.object.currency as string,
      created: now(),
      source: refund,
    });
    return [200, refund];
  }

  private listBalance(params: Json): Json {
    const created = (params.created ?? {}) as { gte?: string; lt?: string };
    const rows = this.balance.filter(
      (row) =>
        (created.gte === undefined || row.created >= Number(created.gte)) && (created.lt === undefined || row.created < Number(created.lt)),
    );
    const expanded = ((params.expand as string[] | undefined) ?? []).includes('data.source');
    const data = rows.map((row) => ({
      ...fixtures.balance_transaction,
      id: row.id,
      type: row.type,
      reporting_category: row.type,
      amount: row.amount,
      fee: row.fee,
      net: row.amount - row.fee,
      currency: row.currency,
      created: row.created,
      available_on: row.created,
      source: expanded ? row.source : row.source.id,
    }));
    return { object: 'list', url: '/v1/balance_transactions', has_more: false, data };
  }

  /** The hosted Checkout page: Pay (the charge settles, the webhook is sent) or Cancel. */
  private async hostedPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, , sessionId, action] = url.pathname.split('/');
    const session = this.sessions.get(sessionId ?? '');
    if (!session || session.object.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Stripe Checkout (mock)</title><p>This Checkout Session is no longer available.</p>');
    }
    if (req.method === 'POST' && action === 'pay') {
      await this.pay(sessionId!);
      res.writeHead(303, { location: session.object.success_url as string });
      return res.end();
    }
    const object = session.object;
    const amount = `${String(object.currency).toUpperCase()} ${(Number(object.amount_total) / 100).toFixed(2)}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (mock)</title></head><body>
<h1>Stripe Checkout (test mode mock)</h1><p aria-label="Amount">${amount}</p>
<form method="post" action="/checkout/${sessionId}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">Pay</button></form>
<a href="${String(object.cancel_url)}">Cancel</a></body></html>`);
  }
}
