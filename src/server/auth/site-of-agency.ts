// The site an agency belongs to, as login sees it: the host names its users log in on and the one
// the login answer names (websitePrefix). An agency on the default site may log in on any host.
import type { Db } from '../db/client';
import type { AgencyRow } from '../db/rows';
import { ApiError } from '../http/api-error';
import { siteDomainList } from '../site/sites';
import { normaliseHost } from '../site/hosts';

export async function siteDomainsOf(db: Db, agency: Pick<AgencyRow, 'siteId'>): Promise<string[]> {
  return agency.siteId === null ? [] : siteDomainList(db, agency.siteId);
}

/** websitePrefix of the login answer and /me: the first host name of the agency's site, or ''. */
export async function websitePrefixOf(db: Db, agency: Pick<AgencyRow, 'siteId'>): Promise<string> {
  return (await siteDomainsOf(db, agency))[0] ?? '';
}

/**
 * Website access control. An agency tied to a site logs in on that site's host names only (the
 * refusal names where to go); an agency's own domain limit, when set, narrows that further.
 */
export async function assertHostAllowed(db: Db, agency: Pick<AgencyRow, 'siteId' | 'domainLimit'>, host: string | undefined) {
  const hostname = normaliseHost(host);
  const siteHosts = await siteDomainsOf(db, agency);
  if (siteHosts.length > 0 && !siteHosts.includes(hostname)) throw new ApiError('SITE_WRONG_HOST', { host: siteHosts[0] });
  const limit = agency.domainLimit?.trim();
  if (!limit) return;
  const allowed = limit
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((h) => h.toLowerCase());
  if (!allowed.includes(hostname)) throw new ApiError('WEBSITE_ACCESS_DENIED');
}
