// Login throttling, counted in the database so that every server of a cluster sees the same attempts.
//
// Three counts, none of which an attacker can aim at someone else:
// - per login name and address: five failures block that pair for 15 minutes. Someone guessing from
//   one address blocks only themselves; the real user, from their own address, is not touched.
// - per address: fifty failures over any names block that address (one address spraying many accounts).
// - per login name from every address: after ten failures in an hour, password attempts for that name
//   are spaced out (30 s, doubling with each further failure, at most 15 minutes). This only delays;
//   it never shuts the account, and the e-mailed code login does not wait for it, so the real user
//   always has a way in. A success clears it.
//
// Counts are kept per login name as typed (an account's username and its e-mail are two names), never
// per account: otherwise failures under a username would show under an e-mail address and tell an
// attacker that both belong to one account. So an account's delay allowance is at most twice a name's.
//
// Each attempt is written before it is judged and judged only against attempts written before it, so
// concurrent guesses cannot all slip through the same gap. A refused attempt is removed again: it
// neither lengthens a block nor a delay.
import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';

export interface ThrottleLimits {
  windowMinutes: number;
  maxFailuresPerPair: number;
  maxFailuresPerAddress: number;
  delayAfterFailures: number;
  delayWindowMinutes: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  windowMinutes: 15,
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 50,
  delayAfterFailures: 10,
  delayWindowMinutes: 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
};

/** Who is trying: the name as typed (lower case) and, when it names an account, that account. */
export interface LoginName {
  name: string;
  userId?: number;
}

/** Failures are kept per name: a known account's names carry its id, so a success can clear them all. */
function failureKey({ name, userId }: LoginName): string {
  return userId === undefined ? name : `user:${userId}|${name}`;
}

function successKey(userId: number): string {
  return `user:${userId}`;
}

export interface LoginAttempt {
  /** Records the outcome once the credentials were checked. */
  settle(success: boolean): Promise<void>;
}

export interface ThrottleChecks {
  /** Password logins wait out the per-name delay; the e-mailed code login does not. */
  delay: boolean;
}

/**
 * Writes the attempt, refuses it (and takes it back) when its pair or address is blocked or its name
 * must wait, and otherwise answers a handle to record how it ended.
 */
export async function beginLoginAttempt(
  db: Db,
  limits: ThrottleLimits,
  who: LoginName,
  ip: string,
  checks: ThrottleChecks,
): Promise<LoginAttempt> {
  const key = failureKey(who).slice(0, 254);
  const address = ip.slice(0, 64);
  const [own] = await db
    .insert(loginAttempts)
    .values({ account: key, ip: address, success: false })
    .returning({ id: loginAttempts.id, at: loginAttempts.createdAt });
  const refusal = await refusalFor(db, limits, who, key, address, own!, checks);
  if (refusal) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, own!.id));
    throw refusal;
  }
  return {
    async settle(success) {
      if (!success || who.userId === undefined) return;
      await db
        .update(loginAttempts)
        .set({ success: true, account: successKey(who.userId) })
        .where(eq(loginAttempts.id, own!.id));
    },
  };
}

async function lastSuccess(db: Db, userId: number | undefined, since: Date, ip?: string): Promise<Date> {
  if (userId === undefined) return since;
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.account, successKey(userId)),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
        ip === undefined ? undefined : eq(loginAttempts.ip, ip),
      ),
    );
  return row?.at && row.at > since ? row.at : since;
}

async function refusalFor(
  db: Db,
  limits: ThrottleLimits,
  who: LoginName,
  key: string,
  ip: string,
  own: { id: number; at: Date },
  checks: ThrottleChecks,
): Promise<ApiError | undefined> {
  const windowStart = new Date(own.at.getTime() - limits.windowMinutes * 60_000);
  const earlier = lt(loginAttempts.id, own.id);
  const failed = eq(loginAttempts.success, false);

  const pairSince = await lastSuccess(db, who.userId, windowStart, ip);
  const [pair] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(earlier, failed, eq(loginAttempts.account, key), eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, pairSince)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(earlier, failed, eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, windowStart)));
  if ((pair?.n ?? 0) >= limits.maxFailuresPerPair || (byAddress?.n ?? 0) >= limits.maxFailuresPerAddress) {
    return new ApiError('LOGIN_RATE_LIMITED', { minutes: limits.windowMinutes });
  }
  if (!checks.delay) return undefined;
  const seconds = await delaySecondsFor(db, limits, key, who.userId, own);
  return seconds > 0 ? new ApiError('LOGIN_DELAYED', { seconds }) : undefined;
}

/** How long a name must still wait before this password attempt, in whole seconds (0: none). */
async function delaySecondsFor(
  db: Db,
  limits: ThrottleLimits,
  key: string,
  userId: number | undefined,
  own: { id: number; at: Date },
): Promise<number> {
  const since = await lastSuccess(db, userId, new Date(own.at.getTime() - limits.delayWindowMinutes * 60_000));
  const [row] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        lt(loginAttempts.id, own.id),
        eq(loginAttempts.success, false),
        eq(loginAttempts.account, key),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const failures = row?.n ?? 0;
  if (failures < limits.delayAfterFailures || !row?.last) return 0;
  const wait = Math.min(limits.firstDelaySeconds * 2 ** (failures - limits.delayAfterFailures), limits.maxDelaySeconds);
  const remaining = row.last.getTime() + wait * 1000 - own.at.getTime();
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}
