// What a partner's token says about its user, and the local user a partner user id becomes: created
// on the first entry under the integration's agency with the integration's role, updated after.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PartnerUserInfo } from '@/domain/schemas/partners';
import type { Tx } from '../db/executor';
import { partnerUsers, users } from '../db/schema';
import { insertUser } from '../users/store';

export const NO_PARTNER_INFO: PartnerUserInfo = {
  nickname: null,
  openId: null,
  outUserId: null,
  userLevel: -1,
  userPhone: null,
  region: '86',
};

const stringOrNull = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : typeof value === 'number' ? String(value).slice(0, max) : null;

/** The token's JSON with its defaults; JSON that does not parse is logged and read as no information. */
export function partnerInfoOf(plaintext: string, log: FastifyBaseLogger, keyId: string): PartnerUserInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch (error) {
    log.warn({ keyId, error: (error as Error).message }, 'partner token is not JSON; entering without its user details');
    return NO_PARTNER_INFO;
  }
  if (!parsed || typeof parsed !== 'object') return NO_PARTNER_INFO;
  const o = parsed as Record<string, unknown>;
  const level = Number(o.userLevel);
  const region = stringOrNull(o.region, 4);
  return {
    nickname: stringOrNull(o.nickname, 64),
    openId: stringOrNull(o.openId, 128),
    outUserId: stringOrNull(o.outUserId, 64),
    // A level is a small integer; anything else (absent, text, out of the column's range) is the default.
    userLevel: Number.isInteger(level) && Math.abs(level) < 2 ** 31 && o.userLevel !== null && o.userLevel !== '' ? level : -1,
    userPhone: stringOrNull(o.userPhone, 20),
    region: region && /^\d{1,4}$/.test(region) ? region : '86',
  };
}

/**
 * A username that fits the username rules and cannot collide between partner users: the
 * integration's id, the readable part of the partner's user id, and a hash of that id in full.
 */
export function partnerUsername(integrationId: number, partnerUserId: string): string {
  const readable = partnerUserId
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 12);
  const digest = createHash('sha256').update(partnerUserId).digest('hex').slice(0, 8);
  return `p${integrationId}_${readable ? `${readable}_` : ''}${digest}`.slice(0, 32);
}

export interface PartnerEntry {
  integration: { id: number; agencyId: number; role: string };
  partnerUserId: string;
  info: PartnerUserInfo;
}

/** The local user of a partner user id, created or brought up to date; answers its id. */
export async function upsertPartnerUser(tx: Tx, entry: PartnerEntry): Promise<{ userId: number; created: boolean }> {
  const { integration, partnerUserId, info } = entry;
  // Two first entries of one partner user at once must not both create it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-user:${integration.id}:${partnerUserId}`}))`);
  const outUserId = info.outUserId ?? partnerUserId.slice(0, 64);
  const details = {
    ...(info.nickname ? { nickname: info.nickname } : {}),
    ...(info.userPhone ? { mobile: info.userPhone, areaCode: info.region } : {}),
  };
  const [known] = await tx
    .select({ userId: partnerUsers.userId })
    .from(partnerUsers)
    .where(and(eq(partnerUsers.integrationId, integration.id), eq(partnerUsers.partnerUserId, partnerUserId)));
  if (known) {
    await tx
      .update(users)
      .set({ ...details, outUserId, roles: [integration.role], updatedAt: new Date() })
      .where(eq(users.id, known.userId));
    await tx
      .update(partnerUsers)
      .set({ lastEntryAt: new Date(), openId: info.openId, userLevel: info.userLevel })
      .where(and(eq(partnerUsers.integrationId, integration.id), eq(partnerUsers.partnerUserId, partnerUserId)));
    return { userId: known.userId, created: false };
  }
  const username = partnerUsername(integration.id, partnerUserId);
  const { user } = await insertUser(tx, {
    agencyId: integration.agencyId,
    username,
    // Partner users sign in through their platform; the address only has to be unique and never deliverable.
    email: `${username}@partner.invalid`,
    nickname: info.nickname,
    mobile: info.userPhone,
    areaCode: info.userPhone ? info.region : '86',
    roles: [integration.role],
    isPlatformStaff: false,
  });
  await tx.update(users).set({ outUserId }).where(eq(users.id, user.id));
  await tx
    .insert(partnerUsers)
    .values({ integrationId: integration.id, partnerUserId, userId: user.id, openId: info.openId, userLevel: info.userLevel });
  return { userId: user.id, created: true };
}
