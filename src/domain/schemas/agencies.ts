// Agencies and sub-agencies (Agency; /base/v2/agencies): wire shapes shared by the API
// and the console. Amounts are integer minor units of the agency's settlement currency.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { CURRENCIES } from '../currency';
import { agencySettingsSchema } from './agency-settings';
import { USERNAME_PATTERN } from './auth';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const AGENCY_STATUSES = ['active', 'inactive'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** Website access control: host names separated by commas, spaces or new lines. */
export const DOMAIN_LIMIT_PATTERN = /^[a-z0-9.-]+(:\d+)?$/i;

const optionalText = (max: number) => text().trim().max(max).nullable().optional();
const contactPhone = text()
  .trim()
  .regex(/^\+?[\d -]{4,24}$/, { message: 'phone' });

export const domainLimitSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (v) =>
      v === '' ||
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .every((h) => DOMAIN_LIMIT_PATTERN.test(h)),
    { message: 'domainLimit' },
  )
  .nullable()
  .optional();

/** The editable profile of an agency (create and update). */
export const agencyProfileFields = {
  name: text().trim().min(1).max(128),
  alias: optionalText(128),
  contactName: text().trim().min(1).max(128),
  contactEmail: z.email().max(254),
  contactPhone,
  dedicatedService: optionalText(256),
  domainLimit: domainLimitSchema,
  extraInfo: optionalText(2000),
  status: z.enum(AGENCY_STATUSES).optional(),
};

export const agencySuperUserSchema = z.object({
  username: text().trim().regex(USERNAME_PATTERN, { message: 'username' }),
  email: z.email().max(254),
  nickname: optionalText(64),
});

export const createAgencySchema = z
  .object({
    ...agencyProfileFields,
    /** Omitted: a platform administrator creates a top-level agency, a manager its own sub-agency. */
    parentId: z.number().int().positive().nullable().optional(),
    settlementCurrency: z.enum(CURRENCIES).optional(),
    superUser: agencySuperUserSchema,
  })
  .strict();
export type CreateAgencyInput = z.infer<typeof createAgencySchema>;

export const updateAgencySchema = z.object(agencyProfileFields).partial().strict();
export type UpdateAgencyInput = z.infer<typeof updateAgencySchema>;

export const agencyWalletSchema = z.object({
  currency: text(),
  balance: z.number().int(),
  creditLimit: z.number().int(),
  available: z.number().int(),
});

export const agencySchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  alias: text().nullable(),
  status: z.enum(AGENCY_STATUSES),
  parentId: z.number().int().nullable(),
  parentName: text().nullable(),
  proxyLevel: z.number().int(),
  contactName: text().nullable(),
  contactEmail: text().nullable(),
  contactPhone: text().nullable(),
  dedicatedService: text().nullable(),
  domainLimit: text().nullable(),
  extraInfo: text().nullable(),
  logo: text().nullable(),
  settlementCurrency: text(),
  canCreateSubAgency: z.boolean(),
  /** The first characters of the current API key, to recognise it; null when none was generated. */
  apiKeyPrefix: text().nullable(),
  apiKeyCreatedAt: text().nullable(),
  wallet: agencyWalletSchema.nullable(),
  createdAt: text(),
});
export type Agency = z.infer<typeof agencySchema>;

export const AGENCY_SORT_FIELDS = ['id', 'name', 'alias', 'code', 'status', 'createdAt'] as const;

export const agencyListFilterSchema = z.object({
  name_like: text().trim().max(128).optional(),
  alias_like: text().trim().max(128).optional(),
  code_like: text().trim().max(32).optional(),
  status: z.enum(AGENCY_STATUSES).optional(),
  parentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  proxyLevel: z.coerce.number().int().min(0).max(10).optional(),
  balance_gte: z.coerce.number().int().min(-1e15).max(1e15).optional(),
  balance_lte: z.coerce.number().int().min(-1e15).max(1e15).optional(),
});

export const createdAgencySchema = z.object({
  agency: agencySchema,
  superUser: z.object({ id: z.number().int(), username: text(), password: text() }),
});

export const agencyConfigSchema = z.object({ agencyId: z.number().int(), settings: agencySettingsSchema });
export type AgencyConfig = z.infer<typeof agencyConfigSchema>;

export const deleteAgencySchema = z.object({ confirm: text().max(128) }).strict();

export const newSecretSchema = z.object({ username: text().optional(), password: text().optional(), apiKey: text().optional() });

export const lookToBookQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { ...whenFieldsPassed, path: ['to'], message: 'dateRange' });

export const lookToBookSchema = z.object({
  agencyId: z.number().int(),
  from: text(),
  to: text(),
  searches: z.number().int(),
  bookings: z.number().int(),
  /** Searches per booking; null when there were no bookings (never a division by zero). */
  ratio: z.number().nullable(),
});
export type LookToBook = z.infer<typeof lookToBookSchema>;
