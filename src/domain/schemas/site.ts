import { z } from 'zod';
import { text } from '@/domain/schemas/text';

/** Site info, with its defaults. Refreshed by the console when older than 10 minutes. */
export const siteInfoSchema = z.object({
  logo: text(),
  whiteLogo: text(),
  name: text(),
  shortName: text(),
  chineseName: text(),
  chineseShortName: text(),
  type: text(),
  dateFormat: text(),
  defaultCurrency: text(),
  defaultLanguage: text(),
  currencies: z.array(text()),
  favicon: text(),
  isIcp: z.boolean(),
  icpCode: text(),
  isNetworkSecurity: z.boolean(),
  networkSecurityCode: text(),
  rateMap: z.record(text(), text()),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export { SITE_INFO_MAX_AGE_MS } from '@/domain/timings';
