// An agency's branding, kept by platform staff: the site it belongs to (its users log in on that
// site's domains) and a special agency's theme, forced language and login message. Changed only
// here, so an agency manager's settings save never touches it.
import { and, eq, isNull } from 'drizzle-orm';
import type { AgencyBranding } from '@/domain/schemas/agency-branding';
import type { Language } from '@/domain/schemas/common';
import type { Db } from '../db/client';
import { agencies, sites } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';

async function brandingRow(db: Db, agencyId: number) {
  const [row] = await db
    .select({ siteId: agencies.siteId, special: agencies.special })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deletedAt)));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function readBranding(db: Db, agencyId: number): Promise<AgencyBranding> {
  const row = await brandingRow(db, agencyId);
  return { siteId: row.siteId, special: row.special ?? null };
}

export async function saveBranding(
  db: Db,
  agencyId: number,
  input: AgencyBranding,
  lang: Language,
): Promise<{ before: AgencyBranding; after: AgencyBranding }> {
  const before = await readBranding(db, agencyId);
  if (input.siteId !== null) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId));
    if (!site) throw new ApiError('VALIDATION', { fields: 'siteId' }, [{ field: 'siteId', message: translate(lang, 'field.unknownSite') }]);
  }
  await db.update(agencies).set({ siteId: input.siteId, special: input.special, updatedAt: new Date() }).where(eq(agencies.id, agencyId));
  return { before, after: input };
}
