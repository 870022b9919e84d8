// Login throttling per account and per address, counted in the database so that every server of a
// cluster sees the same attempts. A success clears the account's count.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';

export interface ThrottleLimits {
  windowMinutes: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMinutes: 15, maxFailuresPerAccount: 5, maxFailuresPerAddress: 50 };

export async function assertLoginAllowed(db: Db, limits: ThrottleLimits, account: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const accountSince = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, accountSince)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  if ((byAccount?.n ?? 0) >= limits.maxFailuresPerAccount || (byAddress?.n ?? 0) >= limits.maxFailuresPerAddress) {
    throw new ApiError('LOGIN_RATE_LIMITED', { minutes: limits.windowMinutes });
  }
}

export async function recordLoginAttempt(db: Db, account: string, ip: string, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ account: account.slice(0, 254), ip: ip.slice(0, 64), success });
}
