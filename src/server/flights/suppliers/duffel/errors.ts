// What the Duffel SDK rejected with, as a failure our retry policy understands. Duffel's own rules:
// 429 waits for its RateLimit-Reset; 503 and 504 may be retried; 500 and 502 must not be (the
// request may have been carried out); 401 is a bad or revoked token; 404 an unknown resource; any
// other 4xx a refusal carrying Duffel's error codes.
import { ProviderFailure, waitFromHeaders } from '../real/provider-call';

interface DuffelErrorLike {
  status?: number;
  errors?: Array<{ code?: string; title?: string; message?: string }>;
  headers?: { get(name: string): string | null };
  type?: string;
  name?: string;
  message?: string;
}

export class DuffelTimeout extends Error {}

export function classifyDuffel(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof DuffelTimeout) return new ProviderFailure('timeout', error.message);
  const e = (error ?? {}) as DuffelErrorLike;
  if (typeof e.status !== 'number') {
    // node-fetch: a body that is not JSON, or the connection failed.
    if (e.type === 'invalid-json' || e.name === 'SyntaxError') return new ProviderFailure('malformed', 'an answer that is not JSON');
    return new ProviderFailure('network', String(e.message ?? error));
  }
  const codes = (e.errors ?? []).map((x) => x.code ?? '').filter(Boolean);
  const message = (e.errors ?? []).map((x) => [x.title, x.message].filter(Boolean).join(': ')).join('; ') || `HTTP ${e.status}`;
  const details = { status: e.status, codes };
  if (e.status === 429)
    return new ProviderFailure('rate_limited', message, {
      ...details,
      retryAfterMs: waitFromHeaders((n) => e.headers?.get(n) ?? undefined),
    });
  if (e.status === 503 || e.status === 504) return new ProviderFailure('server', message, details);
  if (e.status >= 500) return new ProviderFailure('refused', message, details);
  if (e.status === 401 || e.status === 403) return new ProviderFailure('auth', message, details);
  if (e.status === 404) return new ProviderFailure('not_found', message, details);
  if (e.status < 300) return new ProviderFailure('malformed', message, details);
  return new ProviderFailure('refused', message, details);
}
