// An agency row as the API shows it, secrets left out.
import type { Agency } from '@/domain/schemas/agencies';
import type { AgencyWalletSummary } from '../wallet/agency-balances';
import { agencies } from '../db/schema';

/** What a list row reads: the agency without its settings, secrets and company texts. */
export const AGENCY_VIEW_COLUMNS = {
  id: agencies.id,
  code: agencies.code,
  name: agencies.name,
  alias: agencies.alias,
  status: agencies.status,
  parentId: agencies.parentId,
  proxyLevel: agencies.proxyLevel,
  contactName: agencies.contactName,
  contactEmail: agencies.contactEmail,
  contactPhone: agencies.contactPhone,
  dedicatedService: agencies.dedicatedService,
  domainLimit: agencies.domainLimit,
  extraInfo: agencies.extraInfo,
  logo: agencies.logo,
  commonConfig: agencies.commonConfig,
  apiKeyPrefix: agencies.apiKeyPrefix,
  apiKeyCreatedAt: agencies.apiKeyCreatedAt,
  createdAt: agencies.createdAt,
};
export type AgencyViewRow = { [K in keyof typeof AGENCY_VIEW_COLUMNS]: (typeof agencies.$inferSelect)[K] };

export function agencyView(row: AgencyViewRow, parentName: string | null, wallet: AgencyWalletSummary | undefined): Agency {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    alias: row.alias,
    status: row.status === 'active' ? 'active' : 'inactive',
    parentId: row.parentId,
    parentName,
    proxyLevel: row.proxyLevel,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    dedicatedService: row.dedicatedService,
    domainLimit: row.domainLimit,
    extraInfo: row.extraInfo,
    logo: row.logo,
    settlementCurrency: row.commonConfig.settlementCurrency,
    canCreateSubAgency: row.commonConfig.canCreateSubAgency,
    apiKeyPrefix: row.apiKeyPrefix,
    apiKeyCreatedAt: row.apiKeyCreatedAt?.toISOString() ?? null,
    wallet: wallet
      ? { currency: wallet.currency, balance: wallet.balance, creditLimit: wallet.creditLimit, available: wallet.available }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Fields compared for the user log when an agency's profile changes. */
export const AGENCY_LOGGED_FIELDS = [
  'name',
  'alias',
  'status',
  'contactName',
  'contactEmail',
  'contactPhone',
  'dedicatedService',
  'domainLimit',
  'extraInfo',
  'logo',
  'parentId',
  'code',
] as const;
