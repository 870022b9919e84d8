// How every real supplier's call is made: a deadline of its own, retries with backoff on what a
// retry can cure (rate limits, time-outs, the provider's 5xx, a dropped connection, a garbled
// answer), and one translation of what is left into our SupplierError, so callers never see a
// provider's exception. A 429 waits what the provider says (Retry-After, or a rate-limit reset
// header) when it says so, else doubles the pause.
import { SupplierError } from '../types';

export type FailureKind = 'rate_limited' | 'timeout' | 'server' | 'network' | 'malformed' | 'auth' | 'refused' | 'not_found';

/** A provider's answer that was not a success, as the adapter classified it. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details: { status?: number; codes?: string[]; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export interface CallPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_POLICY: CallPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 5_000 };

const RETRIABLE: ReadonlySet<FailureKind> = new Set(['rate_limited', 'timeout', 'server', 'network', 'malformed']);
/** For calls that must not run twice (a booking without an idempotency key): only a 429, which the provider did not carry out. */
export const ONLY_RATE_LIMITS: ReadonlySet<FailureKind> = new Set(['rate_limited']);

/** Milliseconds to wait from a Retry-After (seconds or a date) or a rate-limit reset (epoch seconds, a date, or seconds from now). */
export function waitFromHeaders(get: (name: string) => string | undefined, now = Date.now()): number | undefined {
  const retryAfter = get('retry-after');
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = get('ratelimit-reset') ?? get('x-ratelimit-reset');
  if (reset) {
    const trimmed = reset.trim();
    if (/^\d+$/.test(trimmed)) {
      const n = Number(trimmed);
      // Small numbers are seconds from now; large ones an epoch second.
      return n > 1_000_000_000 ? Math.max(0, n * 1000 - now) : n * 1000;
    }
    const at = Date.parse(trimmed);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return undefined;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

/** Our error for what the provider finally answered, the provider's failure (and its own codes) kept for the caller and the log. */
export class ProviderSupplierError extends SupplierError {
  constructor(
    supplier: string,
    readonly failure: ProviderFailure,
  ) {
    const codes = failure.details.codes?.length ? ` [${failure.details.codes.join(',')}]` : '';
    const status = failure.details.status ? ` (${failure.details.status})` : '';
    const reason = failure.kind === 'timeout' ? 'timeout' : failure.kind === 'not_found' ? 'unknown_booking' : 'failed';
    super(supplier, reason, `${supplier}: ${failure.kind}${status}${codes} ${failure.message}`.trim().slice(0, 400));
  }
}

/** Whether the provider refused the request itself (a 4xx other than 401/404/429): asking again changes nothing. */
export function refusedByProvider(error: unknown): boolean {
  return error instanceof ProviderSupplierError && error.failure.kind === 'refused';
}

/**
 * Runs `work` until it succeeds, fails for good, or the attempts run out. `classify` turns whatever
 * the SDK threw into a ProviderFailure. Never retries a refusal: the same request would be refused again.
 */
export async function callProvider<T>(
  supplier: string,
  work: () => Promise<T>,
  classify: (error: unknown) => ProviderFailure,
  options: {
    policy?: CallPolicy;
    signal?: AbortSignal;
    retryOn?: ReadonlySet<FailureKind>;
    onRetry?: (failure: ProviderFailure, attempt: number) => void;
  } = {},
): Promise<T> {
  const policy = options.policy ?? DEFAULT_POLICY;
  const retriable = options.retryOn ?? RETRIABLE;
  let last: ProviderFailure | undefined;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (options.signal?.aborted) throw new SupplierError(supplier, 'timeout', `${supplier}: no answer before the deadline`);
    try {
      return await work();
    } catch (error) {
      if (options.signal?.aborted) throw new SupplierError(supplier, 'timeout', `${supplier}: no answer before the deadline`);
      last = error instanceof ProviderFailure ? error : classify(error);
      if (!retriable.has(last.kind) || attempt === policy.attempts) break;
      options.onRetry?.(last, attempt);
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const wait = Math.min(policy.maxDelayMs, last.details.retryAfterMs ?? backoff);
      try {
        await pause(wait, options.signal);
      } catch {
        throw new SupplierError(supplier, 'timeout', `${supplier}: no answer before the deadline`);
      }
    }
  }
  throw new ProviderSupplierError(supplier, last!);
}
