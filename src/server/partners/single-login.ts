// Partner single-login: a partner platform's signed request logs one of its users into the
// integration's agency. Checks, in order: a known enabled integration, a fresh timestamp, a
// signature under the current secret (or the previous one during its overlap), a readable token;
// then, in one transaction, the signature is spent (once, cluster-wide) and the user created or
// updated. Any refusal writes nothing but a log line.
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PARTNER_ENTRY_WINDOW_SECONDS, type SingleLoginInput } from '@/domain/schemas/partners';
import type { LoginResult } from '@/domain/schemas/auth';
import { loadIdentity } from '../auth/identity';
import { loginAs, type AuthContext, type RequestMeta } from '../auth/service';
import { recordAudit } from '../audit/audit';
import { recordRefusal } from '../audit/refusals';
import { partnerIntegrations, partnerSignatures } from '../db/schema';
import { ApiError } from '../http/api-error';
import { NO_PARTNER_INFO, partnerInfoOf, upsertPartnerUser } from './partner-user';
import { decryptToken, signatureMatches, signParams } from './signing';

export interface SingleLoginContext {
  auth: AuthContext;
  log: FastifyBaseLogger;
}

type Integration = typeof partnerIntegrations.$inferSelect;

/** Unix seconds; a 13-digit value is read as milliseconds (some platforms send Date.now()). */
function secondsOf(timestamp: string | number): number {
  const n = Number(timestamp);
  return n >= 1e12 ? Math.floor(n / 1000) : n;
}

function activeSecrets(integration: Integration, now: Date): string[] {
  const secrets = [integration.secret];
  if (integration.secretPrevious && integration.secretPreviousUntil && integration.secretPreviousUntil > now)
    secrets.push(integration.secretPrevious);
  return secrets;
}

async function refuse(
  ctx: SingleLoginContext,
  integration: Integration | undefined,
  reason: string,
  meta: RequestMeta,
  code: ConstructorParameters<typeof ApiError>[0],
): Promise<never> {
  await recordRefusal(ctx.auth.db, {
    agencyId: integration?.agencyId,
    action: 'partner.login.failed',
    reason,
    target: integration?.keyId,
    ip: meta.ip,
  });
  throw new ApiError(code);
}

export async function singleLogin(
  ctx: SingleLoginContext,
  input: SingleLoginInput,
  meta: RequestMeta,
  now = new Date(),
): Promise<LoginResult> {
  const { db } = ctx.auth;
  const [integration] = await db.select().from(partnerIntegrations).where(eq(partnerIntegrations.keyId, input.code));
  if (!integration || !integration.enabled) return refuse(ctx, integration, integration ? 'disabled' : 'unknown', meta, 'PARTNER_UNKNOWN');
  if (Math.abs(now.getTime() / 1000 - secondsOf(input.timestamp)) > PARTNER_ENTRY_WINDOW_SECONDS)
    return refuse(ctx, integration, 'timestamp', meta, 'PARTNER_TIMESTAMP_INVALID');

  const params = { code: input.code, timestamp: String(input.timestamp), userid: input.userid, token: input.token };
  const secret = activeSecrets(integration, now).find((s) => signatureMatches(signParams(s, params), input.signature));
  if (!secret) return refuse(ctx, integration, 'signature', meta, 'PARTNER_SIGNATURE_INVALID');

  let info = NO_PARTNER_INFO;
  if (input.token) {
    const plaintext = decryptToken(secret, input.token);
    if (plaintext === null) return refuse(ctx, integration, 'token', meta, 'PARTNER_TOKEN_INVALID');
    info = partnerInfoOf(plaintext, ctx.log, integration.keyId);
  }

  const entered = await db.transaction(async (tx) => {
    // A signature is spent at most one window before its timestamp and fails the timestamp check one
    // window after it: older records guard nothing, so each entry sweeps them.
    await tx
      .delete(partnerSignatures)
      .where(lt(partnerSignatures.usedAt, new Date(now.getTime() - (2 * PARTNER_ENTRY_WINDOW_SECONDS + 60) * 1000)));
    const spent = await tx
      .insert(partnerSignatures)
      .values({ signature: input.signature.toLowerCase(), integrationId: integration.id, usedAt: now })
      .onConflictDoNothing()
      .returning({ signature: partnerSignatures.signature });
    if (spent.length === 0) return null;
    return upsertPartnerUser(tx, { integration, partnerUserId: input.userid, info });
  });
  if (!entered) return refuse(ctx, integration, 'replay', meta, 'PARTNER_SIGNATURE_REPLAYED');

  const identity = await loadIdentity(db, entered.userId);
  if (!identity) throw new ApiError('NOT_FOUND');
  await recordAudit(db, {
    agencyId: integration.agencyId,
    userId: entered.userId,
    action: entered.created ? 'partner.user.create' : 'partner.user.update',
    target: integration.keyId,
    ip: meta.ip,
  });
  return loginAs(ctx.auth, identity, meta, 'partner');
}
