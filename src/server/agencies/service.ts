// Agency administration: create (with its SuperUser and wallet, in one transaction), update,
// settings, delete (irreversible, refused while something is unsettled), SuperUser password reset
// and API key. Every call is scoped by managedAgency(); the route notes the user-log changes.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateAgencyInput, UpdateAgencyInput } from '@/domain/schemas/agencies';
import { defaultAgencySettings, type AgencySettings } from '@/domain/schemas/agency-settings';
import type { FieldChange } from '@/domain/schemas/user-log';
import { newApiKey } from '../auth/api-key';
import { newSigningSecret, ROTATION_OVERLAP_HOURS } from '../outbound/signing';
import type { Identity } from '../auth/identity';
import { fieldChanges, flatten } from '../audit/field-changes';
import type { Db } from '../db/client';
import { agencies, sessions, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { agencySuperUser, insertUser, resetPassword } from '../users/store';
import { openAgencyWallet } from '../wallet/agency-balances';
import type { Executor } from '@/server/db/executor';
import { DELETION_BLOCKERS } from './deletion-blockers';
import { isPlatformStaff, managedAgency } from './scope';
import type { AgencyRow } from '@/server/db/rows';
import { commonConfigOf, settingsOf } from './settings';
import { assertSettlementCurrencyFree } from '../wallet/currency-change';
import { AGENCY_LOGGED_FIELDS } from './view';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A partner code nobody has: 'TA' and six characters (about 10^9 choices, checked before use). */
async function newPartnerCode(tx: Executor): Promise<string> {
  for (;;) {
    const code = `TA${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
    const [taken] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code));
    if (!taken) return code;
  }
}

/** The parent a new agency hangs under: staff may create top-level ones, a manager its own subs. */
async function parentFor(tx: Executor, identity: Identity, parentId: number | null | undefined): Promise<AgencyRow | null> {
  const staff = isPlatformStaff(identity);
  if (parentId == null || parentId === identity.agency.id) return staff ? null : identity.agency;
  const parent = await managedAgency(tx as Db, identity, parentId).catch(() => {
    throw new ApiError('AGENCY_PARENT_NOT_ALLOWED');
  });
  return parent;
}

export interface CreatedAgency {
  agency: AgencyRow;
  superUser: { id: number; username: string; password: string };
  changes: FieldChange[];
}

export async function createAgency(db: Db, identity: Identity, input: CreateAgencyInput): Promise<CreatedAgency> {
  return db.transaction(async (tx) => {
    const parent = await parentFor(tx, identity, input.parentId);
    if (parent && (parent.proxyLevel !== 0 || !parent.commonConfig.canCreateSubAgency)) throw new ApiError('AGENCY_PARENT_NOT_ALLOWED');
    const currency = input.settlementCurrency ?? (parent?.commonConfig.settlementCurrency as 'CNY' | undefined) ?? 'CNY';
    const settings: AgencySettings = defaultAgencySettings(currency);
    settings.general.enableTrainService = parent ? parent.commonConfig.enableTrainService : true;
    // A top-level agency is a reseller: it may open sub-agencies unless its settings say otherwise.
    settings.general.isShowBill = parent === null;
    settings.general.canCreateSubAgency = parent === null;
    const [agency] = await tx
      .insert(agencies)
      .values({
        code: await newPartnerCode(tx),
        name: input.name,
        alias: input.alias ?? null,
        parentId: parent?.id ?? null,
        proxyLevel: parent ? parent.proxyLevel + 1 : 0,
        status: input.status ?? 'active',
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        dedicatedService: input.dedicatedService ?? null,
        domainLimit: input.domainLimit || null,
        extraInfo: input.extraInfo ?? null,
        commonConfig: commonConfigOf(settings),
        settings,
      })
      .returning();
    const { user, password } = await insertUser(tx, {
      agencyId: agency!.id,
      username: input.superUser.username,
      email: input.superUser.email,
      nickname: input.superUser.nickname ?? null,
      roles: ['SuperUser'],
      isPlatformStaff: false,
    });
    await openAgencyWallet(tx, agency!.id, currency);
    const changes = fieldChanges(null, { ...agency, superUser: user.username }, [...AGENCY_LOGGED_FIELDS, 'superUser']);
    return { agency: agency!, superUser: { id: user.id, username: user.username, password: password! }, changes };
  });
}

export async function updateAgency(
  db: Db,
  identity: Identity,
  id: number,
  input: UpdateAgencyInput,
): Promise<{ agency: AgencyRow; changes: FieldChange[] }> {
  return db.transaction(async (tx) => {
    const before = await managedAgency(tx as Db, identity, id, true);
    const patch = { ...input, ...(input.domainLimit !== undefined ? { domainLimit: input.domainLimit || null } : {}) };
    const [after] = await tx
      .update(agencies)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(agencies.id, id))
      .returning();
    // Deactivation ends the agency's sessions for good: reactivating it later does not bring an old
    // token (perhaps one a departed employee kept) back to life.
    if (before.status === 'active' && after!.status !== 'active') await revokeAgencySessions(tx, id, 'agency-deactivated');
    return { agency: after!, changes: fieldChanges(before, after!, AGENCY_LOGGED_FIELDS) };
  });
}

export async function updateAgencySettings(
  db: Db,
  identity: Identity,
  id: number,
  settings: AgencySettings,
): Promise<{ settings: AgencySettings; changes: FieldChange[] }> {
  return db.transaction(async (tx) => {
    const row = await managedAgency(tx as Db, identity, id, true);
    const before = settingsOf(row);
    await assertSettlementCurrencyFree(tx, id, before.general.settlementCurrency, settings.general.settlementCurrency);
    await tx
      .update(agencies)
      .set({ settings, commonConfig: commonConfigOf(settings), updatedAt: new Date() })
      .where(eq(agencies.id, id));
    const flatBefore = flatten(before);
    const flatAfter = flatten(settings);
    return {
      settings,
      changes: fieldChanges(flatBefore, flatAfter, [...new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])]),
    };
  });
}

async function revokeAgencySessions(tx: Executor, agencyId: number, reason: string, now = new Date()): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(sql`${sessions.revokedAt} is null and ${sessions.userId} in (select id from users where agency_id = ${agencyId})`);
}

/** Irreversible. The confirmation must repeat the agency code; refused while anything is unsettled. */
export async function deleteAgency(db: Db, identity: Identity, id: number, confirm: string): Promise<{ agency: AgencyRow }> {
  return db.transaction(async (tx) => {
    const agency = await managedAgency(tx as Db, identity, id, true);
    if (confirm.trim() !== agency.code) throw new ApiError('CONFIRMATION_MISMATCH', { expected: agency.code });
    for (const blocker of DELETION_BLOCKERS) {
      if (await blocker.blocks(tx, agency)) throw new ApiError(blocker.refusal);
    }
    const now = new Date();
    await tx
      .update(agencies)
      .set({ deletedAt: now, status: 'inactive', apiKeyHash: null, apiKeyPrefix: null, updatedAt: now })
      .where(eq(agencies.id, id));
    await tx.update(users).set({ deletedAt: now, status: 'inactive', updatedAt: now }).where(eq(users.agencyId, id));
    await revokeAgencySessions(tx, id, 'agency-deleted', now);
    return { agency };
  });
}

export async function resetSuperUserPassword(db: Db, identity: Identity, id: number): Promise<{ username: string; password: string }> {
  await managedAgency(db, identity, id);
  const superUser = await agencySuperUser(db, id);
  if (!superUser) throw new ApiError('AGENCY_NO_SUPERUSER');
  return { username: superUser.username, password: await resetPassword(db, superUser.id) };
}

/** A new API key replaces the old one at once; the key is returned this one time. */
export async function generateApiKey(db: Db, identity: Identity, id: number): Promise<{ apiKey: string; prefix: string }> {
  await managedAgency(db, identity, id);
  const { key, hash, prefix } = newApiKey();
  await db
    .update(agencies)
    .set({ apiKeyHash: hash, apiKeyPrefix: prefix, apiKeyCreatedAt: new Date(), updatedAt: new Date() })
    .where(eq(agencies.id, id));
  return { apiKey: key, prefix };
}

/**
 * A new notification signing key for the agency, returned this one time (its own SuperUser asks for
 * it: nobody else ever reads it). The key it replaces keeps signing (next to the new one) for the
 * overlap, so the agency's receiver can switch without refusing events.
 */
export async function rotateNotifySecret(
  db: Db,
  id: number,
  now = new Date(),
): Promise<{ secret: string; previousValidUntil: string | null }> {
  const [agency] = await db.select({ notifySecret: agencies.notifySecret }).from(agencies).where(eq(agencies.id, id));
  if (!agency) throw new ApiError('NOT_FOUND');
  const secret = newSigningSecret();
  const previousUntil = agency.notifySecret ? new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3_600_000) : null;
  await db
    .update(agencies)
    .set({ notifySecret: secret, notifySecretPrevious: agency.notifySecret, notifySecretPreviousUntil: previousUntil, updatedAt: now })
    .where(eq(agencies.id, id));
  return { secret, previousValidUntil: previousUntil?.toISOString() ?? null };
}

/**
 * Ends an administered agency's signing key and the one it replaced, at once (a key thought leaked).
 * Deliveries wait, retrying, until the agency's SuperUser issues a new one; nothing is shown.
 */
export async function revokeNotifySecret(db: Db, identity: Identity, id: number, now = new Date()): Promise<{ hadKey: boolean }> {
  const agency = await managedAgency(db, identity, id);
  await db
    .update(agencies)
    .set({ notifySecret: null, notifySecretPrevious: null, notifySecretPreviousUntil: null, updatedAt: now })
    .where(eq(agencies.id, id));
  return { hadKey: agency.notifySecret !== null };
}
