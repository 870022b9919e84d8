// Login, e-mail code login, logout, personal profile and password: the rules live here, the HTTP
// shapes in routes.ts.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LoginResult, PersonalConfigKey, UserInfo } from '@/domain/schemas/auth';
import { LOGIN_CODE_RESEND_SECONDS, LOGIN_CODE_TTL_SECONDS, USERNAME_PATTERN } from '@/domain/schemas/auth';
import type { Language } from '@/domain/schemas/common';
import { passwordProblem } from '@/domain/password-rules';
import type { Db } from '../db/client';
import { agencies, loginCodes, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../audit/audit';
import { recordRefusal } from '../audit/refusals';
import { decodeImage, imageDataUrl } from '../uploads/image';
import { identityOf, sessionInfo, type Identity } from './identity';
import { assertHostAllowed, websitePrefixOf } from './site-of-agency';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { assertNewPassword } from './new-password';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { beginLoginAttempt, type ThrottleLimits } from './throttle';
import { newLoginCode, sha256 } from './tokens';

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  sessionTtlHours: number;
  throttle: ThrottleLimits;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  host?: string;
}

const MAX_CODE_FAILURES = 5;

async function findUserByAccount(db: Db, account: string) {
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(or(sql`lower(${users.username}) = ${account}`, sql`lower(${users.email}) = ${account}`));
  return row;
}

function assertActive(identity: Identity) {
  if (identity.user.status === 'inactive' || identity.agency.status !== 'active') throw new ApiError('ACCOUNT_DISABLED');
}

async function openSession(ctx: AuthContext, identity: Identity, meta: RequestMeta, method: string): Promise<LoginResult> {
  const { token, expiresAt } = await createSession(ctx.db, identity.user.id, ctx.sessionTtlHours, meta);
  await recordAudit(ctx.db, {
    agencyId: identity.user.agencyId,
    userId: identity.user.id,
    action: 'login',
    detail: { method },
    ip: meta.ip,
  });
  return { token, expiresAt: expiresAt.toISOString(), ...sessionInfo(identity, await websitePrefixOf(ctx.db, identity.agency)) };
}

/**
 * A login proven by other means (a partner platform's signed entry): the same account checks and
 * the same answer as a password login.
 */
export async function loginAs(ctx: AuthContext, identity: Identity, meta: RequestMeta, method: string): Promise<LoginResult> {
  assertActive(identity);
  await assertHostAllowed(ctx.db, identity.agency, meta.host);
  return openSession(ctx, identity, meta, method);
}

export async function loginWithPassword(
  ctx: AuthContext,
  input: { username: string; password: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const account = input.username.trim().toLowerCase();
  if (!account.includes('@') && !USERNAME_PATTERN.test(account)) throw new ApiError('USERNAME_FORMAT');
  const row = await findUserByAccount(ctx.db, account);
  const attempt = await beginLoginAttempt(ctx.db, ctx.throttle, { name: account, userId: row?.user.id }, meta.ip, { delay: true });
  const passwordOk = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), input.password);
  await attempt.settle(Boolean(row && passwordOk));
  if (!row || !passwordOk) {
    await recordRefusal(ctx.db, {
      action: 'login.failed',
      reason: 'BAD_CREDENTIALS',
      agencyId: row?.user.agencyId,
      userId: row?.user.id,
      target: account,
      detail: { account, method: 'password' },
      ip: meta.ip,
    });
    throw new ApiError('BAD_CREDENTIALS');
  }
  const identity = identityOf(row.user, row.agency);
  assertActive(identity);
  await assertHostAllowed(ctx.db, identity.agency, meta.host);
  return openSession(ctx, identity, meta, 'password');
}

export async function sendLoginCode(ctx: AuthContext, email: string, language: Language, meta: RequestMeta) {
  const account = email.trim().toLowerCase();
  const result = { resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS, expiresInSeconds: LOGIN_CODE_TTL_SECONDS };
  const row = await findUserByAccount(ctx.db, account);
  // An unknown or inactive address gets the same answer and no mail: we do not reveal accounts.
  if (!row || row.user.status === 'inactive' || row.agency.status !== 'active') return result;
  const [recent] = await ctx.db
    .select({ createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(and(eq(loginCodes.userId, row.user.id), gt(loginCodes.createdAt, new Date(Date.now() - LOGIN_CODE_RESEND_SECONDS * 1000))))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  // Too soon: the same answer as for an unknown address (no mail), so the answer never tells
  // whether an address has an account.
  if (recent) return result;
  const code = newLoginCode();
  await ctx.db.insert(loginCodes).values({
    userId: row.user.id,
    codeHash: sha256(`${row.user.id}:${code}`),
    expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
  });
  const mailLanguage = (row.user.config.language as Language | undefined) ?? language;
  try {
    await ctx.mailer.send({
      to: row.user.email,
      subject: translate(mailLanguage, 'mail.loginCode.subject'),
      text: translate(mailLanguage, 'mail.loginCode.body', { code, minutes: LOGIN_CODE_TTL_SECONDS / 60 }),
    });
  } catch {
    throw new ApiError('CODE_SEND_FAILED');
  }
  await recordAudit(ctx.db, { agencyId: row.user.agencyId, userId: row.user.id, action: 'login.code.sent', ip: meta.ip });
  return result;
}

export async function loginWithCode(ctx: AuthContext, input: { email: string; code: string }, meta: RequestMeta): Promise<LoginResult> {
  const account = input.email.trim().toLowerCase();
  const row = await findUserByAccount(ctx.db, account);
  // The e-mailed code is the real user's way past a delay on their account, so it does not wait for one.
  const attempt = await beginLoginAttempt(ctx.db, ctx.throttle, { name: account, userId: row?.user.id }, meta.ip, { delay: false });
  const [pending] = row
    ? await ctx.db
        .select()
        .from(loginCodes)
        .where(and(eq(loginCodes.userId, row.user.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date())))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1)
    : [];
  const matches = Boolean(
    row && pending && pending.failedAttempts < MAX_CODE_FAILURES && pending.codeHash === sha256(`${row.user.id}:${input.code}`),
  );
  await attempt.settle(matches);
  if (!row || !pending || !matches) {
    if (pending) {
      await ctx.db
        .update(loginCodes)
        .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
        .where(eq(loginCodes.id, pending.id));
    }
    await recordRefusal(ctx.db, {
      action: 'login.failed',
      reason: 'CODE_INVALID',
      agencyId: row?.user.agencyId,
      userId: row?.user.id,
      target: account,
      detail: { account, method: 'email-code' },
      ip: meta.ip,
    });
    throw new ApiError('CODE_INVALID');
  }
  // Single use: only the caller whose update flips used_at wins a race between two submissions.
  const claimed = await ctx.db
    .update(loginCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(loginCodes.id, pending.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (claimed.length === 0) throw new ApiError('CODE_INVALID');
  const identity = identityOf(row.user, row.agency);
  assertActive(identity);
  await assertHostAllowed(ctx.db, identity.agency, meta.host);
  return openSession(ctx, identity, meta, 'email-code');
}

export async function logout(ctx: AuthContext, identity: Identity, ip: string): Promise<void> {
  if (identity.sessionId !== undefined) await revokeSession(ctx.db, identity.sessionId, 'logout');
  await recordAudit(ctx.db, { agencyId: identity.user.agencyId, userId: identity.user.id, action: 'logout', ip });
}

export async function changePassword(
  ctx: AuthContext,
  identity: Identity,
  input: { oldPassword: string; newPassword: string },
  lang: Language,
): Promise<void> {
  if (!(await verifyPassword(identity.user.passwordHash, input.oldPassword))) throw new ApiError('OLD_PASSWORD_WRONG');
  if (passwordProblem(input.newPassword, identity.user.username) === 'passwordIsUsername') {
    throw new ApiError('VALIDATION', { fields: 'newPassword' }, [
      { field: 'newPassword', message: translate(lang, 'field.passwordIsUsername') },
    ]);
  }
  await assertNewPassword(input.newPassword, 'newPassword', lang, identity.user.passwordHash);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordMustChange: false, updatedAt: new Date() })
    .where(eq(users.id, identity.user.id));
  // Other devices must log in again with the new password; this one stays in.
  await revokeUserSessions(ctx.db, identity.user.id, 'password-changed', identity.sessionId);
}

export async function updateProfile(
  ctx: AuthContext,
  identity: Identity,
  input: { nickname?: string | null; mobile?: string | null; areaCode?: string; avatar?: string | null },
): Promise<UserInfo> {
  // The avatar is shown as an image source: only checked image bytes are kept, never a URL or a string.
  const avatar = typeof input.avatar === 'string' ? imageDataUrl(decodeImage(input.avatar)) : input.avatar;
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, ...(avatar === undefined ? {} : { avatar }), updatedAt: new Date() })
    .where(eq(users.id, identity.user.id))
    .returning();
  return sessionInfo(identityOf(user!, identity.agency)).userInfo;
}

export async function setPersonalConfig(ctx: AuthContext, identity: Identity, key: PersonalConfigKey, value: unknown): Promise<UserInfo> {
  const [user] = await ctx.db
    .update(users)
    .set({ config: sql`${users.config} || ${JSON.stringify({ [key]: value })}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, identity.user.id))
    .returning();
  return sessionInfo(identityOf(user!, identity.agency)).userInfo;
}
