// White-label sites: each serves the site info (names, logos, currencies, language) for the host
// names listed as its domains. Shared by the server's validation, the OpenAPI document and the console.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { CURRENCIES } from '../currency';
import { DATE_FORMATS } from './auth';
import { languageSchema } from './common';
import { SITE_TYPES } from '../site-types';
import { siteInfoSchema } from './site';

export { CHAT_SITE_TYPES, SITE_TYPES, siteOffersChat, type SiteType } from '../site-types';

/** The images a site carries, each uploaded and checked by content. */
export const SITE_IMAGE_KINDS = ['logo', 'whiteLogo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

export const SITE_DOMAINS_MAX = 20;

/** A host name as a browser sends it, without port: lower case, letters, digits, hyphens and dots. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const domainSchema = text().trim().toLowerCase().regex(HOSTNAME, { message: 'hostname' });

const domainsSchema = z
  .array(domainSchema)
  .max(SITE_DOMAINS_MAX)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate' });

const name = text().trim().min(1).max(100);
const code = text().trim().max(64);

const siteFields = {
  name,
  shortName: text().trim().min(1).max(40),
  chineseName: name,
  chineseShortName: text().trim().min(1).max(40),
  type: z.enum(SITE_TYPES),
  dateFormat: z.enum(DATE_FORMATS),
  defaultCurrency: z.enum(CURRENCIES),
  defaultLanguage: languageSchema,
  currencies: z.array(z.enum(CURRENCIES)).min(1).max(CURRENCIES.length),
  isIcp: z.boolean(),
  icpCode: code,
  isNetworkSecurity: z.boolean(),
  networkSecurityCode: code,
  domains: domainsSchema,
  enabled: z.boolean(),
};

export const siteInputSchema = z.object(siteFields).strict();
export type SiteInput = z.infer<typeof siteInputSchema>;

export const siteUpdateSchema = z.object(siteFields).partial().strict();
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

/** A site as staff see it in the sites list: its site info (without rates) and its domains. */
export const siteSchema = siteInfoSchema.omit({ rateMap: true }).extend({
  id: z.number().int(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  domains: z.array(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type Site = z.infer<typeof siteSchema>;

/** A site image upload: a data URL or bare base64; the type is read from the bytes. */
export const siteImageUploadSchema = z.object({ image: text().min(16).max(2_900_000) }).strict();
