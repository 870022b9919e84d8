// The HTTP side shared by the provider mock servers: listen on a port the OS gives, route each
// request to the provider operation it names, record it with every way it breaks the provider's
// documented schema, and answer either the operation's published example or the next fault a test
// queued (a status with the provider's error body, a rate-limit header, a delay, a hang, broken JSON).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  rawBody: string;
  body: unknown;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A page (HTML) sent as it is, with its own content type in `headers`, instead of a JSON body. */
  page?: string;
}

export interface MockRoute {
  /** The provider's operation, e.g. "POST /v2/shopping/flight-offers". */
  operation: string;
  method: string;
  /** Path template with {name} parts. */
  path: string;
  /** Every way the request breaks the provider's schema; empty when it would be accepted. */
  validate(request: MockRequest): string[];
  /** The documented answer for a valid request. */
  answer(request: MockRequest): MockAnswer;
  /** The provider's answer to a request that breaks its schema. */
  invalid(request: MockRequest, problems: string[]): MockAnswer;
}

export interface Fault {
  /** Only requests of this operation take the fault (any, when absent). */
  operation?: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer the documented success only after this long. */
  delayMs?: number;
  /** Never answer (the client's time-out must end the call). */
  hang?: boolean;
  /** A success status with a body that is not JSON. */
  malformed?: boolean;
}

export interface Recorded {
  operation: string;
  method: string;
  path: string;
  body: unknown;
  headers: IncomingHttpHeaders;
  problems: string[];
  status: number;
  /** When the request arrived (performance.now() of this process: the bench's clock). */
  at: number;
}

export interface MockServer {
  url: string;
  port: number;
  recorded: Recorded[];
  /** Queue faults, taken one per matching request in order. */
  fail(...faults: Fault[]): void;
  /** Every recorded request that broke the provider's schema. */
  violations(): Recorded[];
  close(): Promise<void>;
}

function compile(template: string): RegExp {
  return new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => `(?<${name.replace(/\W/g, '_')}>[^/]+)`)}$`,
  );
}

export interface MockOptions {
  port?: number;
  /** Every answer waits this long (the bench's slow providers). */
  delayMs?: number;
  contentType: string;
  /** Answers before routing (the token endpoint, authentication); undefined goes on. */
  before?(request: MockRequest): MockAnswer | undefined;
  notFound(request: MockRequest): MockAnswer;
}

export async function startMock(routes: MockRoute[], options: MockOptions): Promise<MockServer> {
  const compiled = routes.map((route) => ({ route, pattern: compile(route.path) }));
  const recorded: Recorded[] = [];
  const faults: Fault[] = [];
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mock');
      const arrivedAt = performance.now();
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown = rawBody;
      if (rawBody && /json/.test(String(req.headers['content-type'] ?? ''))) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = rawBody;
        }
      }
      const request: MockRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        params: {},
        rawBody,
        body,
      };
      const send = (answer: MockAnswer, raw?: string) => {
        const text = raw ?? answer.page ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        res.writeHead(answer.status, { ...(text ? { 'content-type': options.contentType } : {}), ...answer.headers });
        res.end(text);
      };
      const early = options.before?.(request);
      if (early) return send(early);
      const match = compiled
        .map((c) => ({ route: c.route, found: request.method === c.route.method ? c.pattern.exec(request.path) : null }))
        .find((m) => m.found);
      if (!match) return send(options.notFound(request));
      request.params = Object.fromEntries(Object.entries(match.found!.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      const { route } = match;
      const problems = route.validate(request);
      const index = faults.findIndex((f) => !f.operation || f.operation === route.operation);
      const fault = index >= 0 && problems.length === 0 ? faults.splice(index, 1)[0] : undefined;
      const answer = problems.length
        ? route.invalid(request, problems)
        : fault?.status
          ? { status: fault.status, body: fault.body, headers: fault.headers }
          : route.answer(request);
      recorded.push({
        operation: route.operation,
        method: request.method,
        path: request.path,
        body: request.body,
        headers: request.headers,
        problems,
        status: answer.status,
        at: arrivedAt,
      });
      if (fault?.hang) {
        const end = () => res.destroy();
        hanging.add(end);
        res.on('close', () => hanging.delete(end));
        return;
      }
      const delay = (fault?.delayMs ?? 0) + (options.delayMs ?? 0);
      const reply = () => (fault?.malformed ? send({ status: 200 }, '{"data": [{"type": "flight-offer", "id": "1"') : send(answer));
      if (delay > 0) setTimeout(reply, delay);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    recorded,
    fail: (...more) => {
      faults.push(...more);
    },
    violations: () => recorded.filter((r) => r.problems.length > 0),
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
