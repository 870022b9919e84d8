// A typed client of the Tessera agency API: the types are generated from the OpenAPI document
// (schema.ts) and openapi-fetch makes the calls, so a call that does not match the document does
// not compile. Integrations pass an agency API key; the console passes a session token.
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface TesseraClientOptions {
  /** The server, without /api (for example http://localhost:3000). */
  baseUrl: string;
  /** An agency API key (X-Api-Key). */
  apiKey?: string;
  /** A session token from login (Authorization: Bearer). */
  token?: string;
  /** The language of error messages. */
  language?: 'en' | 'zh-cn' | 'zh-tw';
  /** Another fetch (tests pass one that talks to an app in the same process). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createTesseraClient(options: TesseraClientOptions) {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return createClient<paths>({ baseUrl: options.baseUrl, headers, ...(options.fetch ? { fetch: options.fetch } : {}) });
}

export type TesseraClient = ReturnType<typeof createTesseraClient>;
