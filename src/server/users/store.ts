// Writing users: uniqueness of username and e-mail (case-insensitive, deleted users included, so a
// name in the log never points at two people), hashing, and ending sessions.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FlightLimits } from '@/domain/schemas/users';
import { hashPassword } from '../auth/passwords';
import { randomPassword } from '../auth/random-password';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Executor } from '@/server/db/executor';
import type { UserRow } from '@/server/db/rows';

export interface NewUser {
  agencyId: number;
  username: string;
  email: string;
  nickname?: string | null;
  mobile?: string | null;
  areaCode?: string;
  roles: string[];
  status?: string;
  isPlatformStaff: boolean;
  password?: string;
  flightLimits?: FlightLimits;
}

export async function assertUnique(tx: Executor, username: string, email: string): Promise<void> {
  const taken = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new ApiError('USERNAME_TAKEN');
  if (taken.length > 0) throw new ApiError('EMAIL_TAKEN');
}

/** Inserts a user; without a password one is generated and returned (to be shown once). */
export async function insertUser(tx: Executor, input: NewUser): Promise<{ user: UserRow; password: string | null }> {
  await assertUnique(tx, input.username, input.email);
  const generated = input.password ? null : randomPassword();
  const [user] = await tx
    .insert(users)
    .values({
      agencyId: input.agencyId,
      username: input.username,
      email: input.email.toLowerCase(),
      nickname: input.nickname ?? null,
      mobile: input.mobile ?? null,
      areaCode: input.areaCode ?? '86',
      roles: input.roles,
      status: input.status ?? 'active',
      isPlatformStaff: input.isPlatformStaff,
      passwordHash: await hashPassword(input.password ?? generated!),
      flightLimits: input.flightLimits ?? {},
    })
    .returning();
  return { user: user!, password: generated };
}

/**
 * A new random password for a user (shown once to the administrator, so the user must replace it at
 * the next login); every session of that user ends.
 */
export async function resetPassword(db: Db, userId: number): Promise<string> {
  const password = randomPassword();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordMustChange: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, 'password-reset');
  return password;
}

/** The agency's first active SuperUser: whom a SuperUser password reset and the API key act for. */
export async function agencySuperUser(db: Executor, agencyId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), isNull(users.deletedAt), eq(users.status, 'active'), sql`${users.roles} @> '["SuperUser"]'::jsonb`),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return user;
}
