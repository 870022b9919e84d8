// Refusals on the record: failed logins, calls the access policy refused (403) and attempts on another
// agency's records (answered 404 like an unknown id) are written to the audit log with the caller's
// address, for platform staff to read across agencies (security-log-routes.ts).
//
// A flood must not fill the table: one row per caller, action and reason per minute (the repeats in
// that minute are counted and carried onto the caller's row of the next minute, if any), and at most
// REFUSAL_ROWS_PER_MINUTE rows per process per minute whoever the callers are. The limiter lives in
// this process's memory: a cluster of n servers writes at most n times as much, still bounded.
import type { SecurityLogAction } from '@/domain/schemas/security-log';
import type { Db } from '../db/client';
import { recordAudit } from './audit';

export const REFUSAL_WINDOW_MS = 60_000;
/** Rows of refusals one process writes per minute at most: ~170,000 a day under a constant flood. */
export const REFUSAL_ROWS_PER_MINUTE = 120;

export interface Refusal {
  action: SecurityLogAction;
  /** Why: an error code name (FORBIDDEN, API_KEY_SCOPE, BAD_CREDENTIALS ...) or 'cross-agency'. */
  reason: string;
  ip: string | null;
  agencyId?: number | null;
  userId?: number | null;
  /** What was asked for: the route, the agency or order, the login name. */
  target?: string | null;
  detail?: Record<string, unknown>;
}

interface Window {
  started: number;
  written: number;
  /** Caller key -> that caller's refusals this minute after the first, which was written. */
  seen: Map<string, number>;
  /** Repeats of the last minute, carried onto the caller's next row. */
  carried: Map<string, number>;
}

const windows = new WeakMap<Db, Window>();

function windowOf(db: Db, now: number): Window {
  let current = windows.get(db);
  if (!current || now - current.started >= REFUSAL_WINDOW_MS) {
    const carried = new Map([...(current?.seen ?? [])].filter(([, repeats]) => repeats > 0));
    current = { started: now, written: 0, seen: new Map(), carried };
    windows.set(db, current);
  }
  return current;
}

/** The caller as the limiter sees them: the account when known, else the login name or route, and the address. */
function callerKey(refusal: Refusal): string {
  return [refusal.action, refusal.reason, refusal.userId ?? refusal.target ?? '', refusal.ip ?? ''].join('|');
}

/** Writes the refusal unless this caller already has a row this minute or the process is at its cap. */
export async function recordRefusal(db: Db, refusal: Refusal, now = Date.now()): Promise<boolean> {
  const window = windowOf(db, now);
  const key = callerKey(refusal);
  const seen = window.seen.get(key);
  if (seen !== undefined) {
    window.seen.set(key, seen + 1);
    return false;
  }
  // Past the cap nothing more is remembered either: memory stays bounded by the cap too.
  if (window.written >= REFUSAL_ROWS_PER_MINUTE) return false;
  window.seen.set(key, 0);
  window.written++;
  const earlier = window.carried.get(key);
  window.carried.delete(key);
  await recordAudit(db, {
    agencyId: refusal.agencyId ?? null,
    userId: refusal.userId ?? null,
    action: refusal.action,
    target: refusal.target ?? null,
    ip: refusal.ip,
    detail: { ...refusal.detail, reason: refusal.reason, ...(earlier ? { repeatsBefore: earlier } : {}) },
  });
  return true;
}
