// What the Amadeus SDK rejected with, as a failure our retry policy understands: 429 waits (its
// Retry-After when given), 5xx, time-outs, dropped connections and unreadable answers are retried,
// 401 means the token must be fetched again, a 400 is a refusal carrying Amadeus's own error codes.
import type { AmadeusError } from 'amadeus';
import { ProviderFailure, waitFromHeaders } from '../real/provider-call';
import type { CallState } from './transport';
import type { AmadeusIssue } from './wire';

const SDK_ERRORS = new Set([
  'NetworkError',
  'ParserError',
  'ServerError',
  'ClientError',
  'AuthenticationError',
  'NotFoundError',
  'UnknownError',
]);

function issuesOf(error: AmadeusError): AmadeusIssue[] {
  const result = error.response?.result as { errors?: AmadeusIssue[] } | null | undefined;
  return Array.isArray(result?.errors) ? result.errors : [];
}

function header(error: AmadeusError, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

export function classifyAmadeus(error: unknown, state: CallState): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const e = error as AmadeusError | undefined;
  if (!e || !SDK_ERRORS.has(e.code)) return new ProviderFailure('network', String((error as Error)?.message ?? error));
  const status = e.response?.statusCode;
  const issues = issuesOf(e);
  const codes = issues.map((i) => String(i.code ?? '')).filter(Boolean);
  const message = issues.map((i) => [i.title, i.detail].filter(Boolean).join(': ')).join('; ') || e.code;
  const details = { status, codes };
  switch (e.code) {
    case 'NetworkError':
      return new ProviderFailure(
        state.timedOut ? 'timeout' : 'network',
        state.timedOut ? 'no answer in time' : 'connection failed',
        details,
      );
    case 'ParserError':
    case 'UnknownError':
      return new ProviderFailure('malformed', 'an answer that is not the JSON Amadeus documents', details);
    case 'ServerError':
      return new ProviderFailure('server', message, details);
    case 'AuthenticationError':
      return new ProviderFailure('auth', message, details);
    case 'NotFoundError':
      return new ProviderFailure('not_found', message, details);
    default:
      if (status === 429)
        return new ProviderFailure('rate_limited', message, { ...details, retryAfterMs: waitFromHeaders((n) => header(e, n)) });
      return new ProviderFailure('refused', message, details);
  }
}
