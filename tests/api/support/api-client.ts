// The generated API client over the test app: its fetch hands each request to fastify's inject,
// so calls go through real routing, hooks and schemas, and each answer is checked against the
// OpenAPI document at once (the call that received it fails).
import { createTesseraClient, type TesseraClientOptions } from '@tessera/agency-api-client';
import type { TestApp } from './harness';

const BASE = 'http://tessera.test';

export function injectFetch({ app, assertDocumented }: TestApp) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // The address the client was given, as a server behind it sees it (absolute links are built on it).
      headers: { host: url.host, ...Object.fromEntries(request.headers.entries()) },
      ...(body ? { payload: body } : {}),
    });
    assertDocumented();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export function apiClientFor(t: TestApp, options: Omit<TesseraClientOptions, 'baseUrl' | 'fetch'>) {
  return createTesseraClient({ baseUrl: BASE, fetch: injectFetch(t), language: 'en', ...options });
}
