// A typed client of the Tessera agency API: the types are generated from the OpenAPI document
// (schema.ts) and openapi-fetch makes the calls, so a call that does not match the document does
// not compile. Integrations pass an agency API key; the console passes a session token.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths, webhooks } from './schema.js';

export interface TesseraClientOptions {
  /** The server, without /api (for example https://api.tessera.example). */
  baseUrl: string;
  /** An agency API key (X-Api-Key). */
  apiKey?: string;
  /** A session token from login (Authorization: Bearer). */
  token?: string;
  /** The language of error messages (an API key without one is answered in English). */
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

/** A refusal: the envelope's code (the program's to branch on), its translated message and the HTTP status. */
export class TesseraApiError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly serverMessage: string,
    /** For invalid input (code 100400): one entry per field at fault. */
    readonly fields: ReadonlyArray<{ field: string; message: string }> = [],
  ) {
    super(`${step}: HTTP ${status}, code ${code ?? 'none'}: ${serverMessage}`);
    this.name = 'TesseraApiError';
  }
}

interface Answer<T> {
  data?: { data: T };
  error?: { code: number; message: string; data?: unknown };
  response: Response;
}

/**
 * The `data` of a successful answer; any refusal throws a TesseraApiError carrying its code (and,
 * for invalid input, the fields at fault), so a caller writes the happy path and catches by code.
 */
export function dataOf<T>(step: string, answer: Answer<T>): T {
  if (answer.data && !answer.error) return answer.data.data;
  const fields = (answer.error?.data as { fields?: Array<{ field: string; message: string }> } | null | undefined)?.fields;
  throw new TesseraApiError(step, answer.response.status, answer.error?.code, answer.error?.message ?? answer.response.statusText, fields);
}
