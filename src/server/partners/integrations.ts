// Partner integrations as platform staff manage them: list, create, change, rotate the secret, and
// a signed test link. A secret is answered only when it is issued (creation, rotation). The origins
// allowed to frame the console are kept normalised, so equal origins compare equal everywhere.
import { and, desc, eq } from 'drizzle-orm';
import { frameOriginsOf } from '@/domain/frame-origins';
import {
  PARTNER_ENTRY_WINDOW_SECONDS,
  PARTNER_ROTATION_OVERLAP_HOURS,
  type PartnerIntegration,
  type PartnerRole,
} from '@/domain/schemas/partners';
import type { Db } from '../db/client';
import { agencies, partnerIntegrations, partnerUsers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { newKeyId, newPartnerSecret, signParams } from './signing';

type Row = typeof partnerIntegrations.$inferSelect;

function viewOf(row: Row, agencyName: string): PartnerIntegration {
  return {
    id: row.id,
    agencyId: row.agencyId,
    agencyName,
    name: row.name,
    keyId: row.keyId,
    role: row.role as PartnerRole,
    enabled: row.enabled,
    embedOrigins: row.embedOrigins,
    previousSecretUntil: row.secretPrevious && row.secretPreviousUntil ? row.secretPreviousUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selection = { row: partnerIntegrations, agencyName: agencies.name };

export async function listIntegrations(db: Db): Promise<PartnerIntegration[]> {
  const rows = await db
    .select(selection)
    .from(partnerIntegrations)
    .innerJoin(agencies, eq(partnerIntegrations.agencyId, agencies.id))
    .orderBy(desc(partnerIntegrations.id));
  return rows.map((r) => viewOf(r.row, r.agencyName));
}

export async function findIntegration(db: Db, id: number): Promise<{ row: Row; view: PartnerIntegration }> {
  const [found] = await db
    .select(selection)
    .from(partnerIntegrations)
    .innerJoin(agencies, eq(partnerIntegrations.agencyId, agencies.id))
    .where(eq(partnerIntegrations.id, id));
  if (!found) throw new ApiError('NOT_FOUND');
  return { row: found.row, view: viewOf(found.row, found.agencyName) };
}

/** The schema has checked each origin already; a list that still fails is refused the same way. */
function normalisedOrigins(origins: readonly string[]): string[] {
  const normalised = frameOriginsOf(origins);
  if (normalised === null) throw new ApiError('VALIDATION', { fields: 'embedOrigins' });
  return normalised;
}

export async function createIntegration(
  db: Db,
  input: { agencyId: number; name: string; role: PartnerRole; enabled: boolean; embedOrigins: string[] },
) {
  const [agency] = await db
    .select({ id: agencies.id, isPlatform: agencies.isPlatform })
    .from(agencies)
    .where(eq(agencies.id, input.agencyId));
  // Partner users book for an agency; the platform's own agency has no booking side.
  if (!agency || agency.isPlatform) throw new ApiError('VALIDATION', { fields: 'agencyId' });
  const secret = newPartnerSecret();
  const [row] = await db
    .insert(partnerIntegrations)
    .values({ ...input, embedOrigins: normalisedOrigins(input.embedOrigins), keyId: newKeyId(), secret })
    .returning();
  return { integration: (await findIntegration(db, row!.id)).view, secret };
}

export async function updateIntegration(
  db: Db,
  id: number,
  input: { name?: string; role?: PartnerRole; enabled?: boolean; embedOrigins?: string[] },
) {
  const before = await findIntegration(db, id);
  const embedOrigins = input.embedOrigins === undefined ? undefined : normalisedOrigins(input.embedOrigins);
  await db
    .update(partnerIntegrations)
    .set({ ...input, embedOrigins, updatedAt: new Date() })
    .where(eq(partnerIntegrations.id, id));
  return { before: before.view, after: (await findIntegration(db, id)).view };
}

/** A new secret; the one it replaces keeps verifying for the overlap, so the partner can switch without downtime. */
export async function rotateSecret(db: Db, id: number, now = new Date()) {
  const { row } = await findIntegration(db, id);
  const secret = newPartnerSecret();
  await db
    .update(partnerIntegrations)
    .set({
      secret,
      secretPrevious: row.secret,
      secretPreviousUntil: new Date(now.getTime() + PARTNER_ROTATION_OVERLAP_HOURS * 3600_000),
      updatedAt: now,
    })
    .where(eq(partnerIntegrations.id, id));
  return { integration: (await findIntegration(db, id)).view, secret };
}

/** A console link that enters as `userid`, signed with the current secret, valid for the entry window. */
export async function testLink(db: Db, id: number, userid: string, now = new Date()) {
  const { row } = await findIntegration(db, id);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const params = { code: row.keyId, timestamp, userid };
  const query = new URLSearchParams({ ...params, signature: signParams(row.secret, params) });
  return {
    url: `/partner-entry?${query.toString()}`,
    expiresAt: new Date(now.getTime() + PARTNER_ENTRY_WINDOW_SECONDS * 1000).toISOString(),
  };
}

/** The origins that may frame a partner user's console and post it results: their enabled integration's. */
export async function parentOriginsOf(db: Db, userId: number): Promise<string[]> {
  const [found] = await db
    .select({ origins: partnerIntegrations.embedOrigins })
    .from(partnerUsers)
    .innerJoin(partnerIntegrations, eq(partnerUsers.integrationId, partnerIntegrations.id))
    .where(and(eq(partnerUsers.userId, userId), eq(partnerIntegrations.enabled, true)));
  return found?.origins ?? [];
}
