// Agency settings: read fresh on every request that needs them (no cache across requests),
// written whole. The five company flags the access rules read also live in commonConfig; both are
// written together so they never disagree.
import { eq } from 'drizzle-orm';
import { withDefaults, type AgencySettings } from '@/domain/schemas/agency-settings';
import type { CompanyCommonConfig } from '@/domain/access/subject';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import type { Executor } from '@/server/db/executor';
import type { AgencyRow } from '@/server/db/rows';

/** Settings of a loaded row: stored values over the defaults, company flags from commonConfig. */
export function settingsOf(row: Pick<AgencyRow, 'settings' | 'commonConfig'>): AgencySettings {
  const settings = withDefaults(row.settings, row.commonConfig.settlementCurrency);
  const c = row.commonConfig;
  settings.general = {
    ...settings.general,
    canCreateSubAgency: c.canCreateSubAgency,
    enableFlightService: c.enableFlightService,
    enableTrainService: c.enableTrainService,
    isShowBill: c.isShowBill,
    settlementCurrency: settings.general.settlementCurrency,
  };
  return settings;
}

/** For other areas (search, money): one agency's settings, read now. */
export async function readAgencySettings(db: Db | Executor, agencyId: number): Promise<AgencySettings | undefined> {
  const [row] = await (db as Db)
    .select({ settings: agencies.settings, commonConfig: agencies.commonConfig })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ? settingsOf(row) : undefined;
}

export function commonConfigOf(settings: AgencySettings): CompanyCommonConfig {
  const g = settings.general;
  return {
    enableFlightService: g.enableFlightService,
    enableTrainService: g.enableTrainService,
    isShowBill: g.isShowBill,
    canCreateSubAgency: g.canCreateSubAgency,
    settlementCurrency: g.settlementCurrency,
  };
}
