// What the site form edits: the API's input fields of a site (the read adds id, images and times).
import type { Site, SiteInput } from '@/domain/schemas/sites';

export function siteToForm(site: Site): SiteInput {
  return {
    name: site.name,
    shortName: site.shortName,
    chineseName: site.chineseName,
    chineseShortName: site.chineseShortName,
    type: site.type as SiteInput['type'],
    dateFormat: site.dateFormat as SiteInput['dateFormat'],
    defaultCurrency: site.defaultCurrency as SiteInput['defaultCurrency'],
    defaultLanguage: site.defaultLanguage as SiteInput['defaultLanguage'],
    currencies: site.currencies as SiteInput['currencies'],
    isIcp: site.isIcp,
    icpCode: site.icpCode,
    isNetworkSecurity: site.isNetworkSecurity,
    networkSecurityCode: site.networkSecurityCode,
    enabled: site.enabled,
    domains: site.domains,
  };
}

/** Host names as typed in the tags input: trimmed, lower case, once each. */
export function cleanDomains(domains: readonly string[] | undefined): string[] {
  return [...new Set((domains ?? []).map((d) => d.trim().toLowerCase()).filter(Boolean))];
}

export const NEW_SITE: Partial<SiteInput> = {
  type: 'whitelabel',
  dateFormat: 'yyyy-MM-dd',
  defaultCurrency: 'CNY',
  defaultLanguage: 'zh-cn',
  currencies: ['CNY'],
  isIcp: false,
  icpCode: '',
  isNetworkSecurity: false,
  networkSecurityCode: '',
  enabled: true,
  domains: [],
};
