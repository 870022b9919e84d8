import type { AxiosInstance } from 'axios';
import type { SiteInfo } from '@/domain/schemas/site';

/** Public: no token needed. */
export async function fetchSiteInfo(http: AxiosInstance): Promise<SiteInfo> {
  return (await http.get<SiteInfo>('/base/v2/config/getSiteConfig')).data;
}
