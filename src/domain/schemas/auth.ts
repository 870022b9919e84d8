// Wire shapes of login, session and personal profile (7). Shared by the API (validation and
// OpenAPI) and the console (types).
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { ROLES } from '../access/subject';
import { CURRENCIES } from '../currency';
import { sessionBrandingSchema } from './agency-branding';
import { languageSchema } from './common';
import { flightLimitsSchema } from '../flights/flight-limits';
import { countryCodeSchema, passengerSchema } from './passenger';
import { passwordProblem } from '../password-rules';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const USERNAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9._-]{2,31}$/;
export { PASSWORD_MAX, PASSWORD_MIN } from '../password-rules';
export { LOGIN_CODE_RESEND_SECONDS } from '@/domain/timings';
export const LOGIN_CODE_TTL_SECONDS = 600;

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(['active', 'inactive', 'testing']);
export const currencySchema = z.enum(CURRENCIES);

export const commonConfigSchema = z.object({
  enableTrainService: z.boolean(),
  enableFlightService: z.boolean(),
  isShowBill: z.boolean(),
  canCreateSubAgency: z.boolean(),
  settlementCurrency: text(),
});

export const companySchema = z.object({
  id: z.number().int(),
  name: text(),
  alias: text().nullable(),
  code: text(),
  proxyLevel: z.number().int(),
  parentId: z.number().int().nullable(),
  logo: text().nullable(),
  isPlatform: z.boolean(),
  config: z.object({
    commonConfig: commonConfigSchema,
    /** Agency settings the booking screens follow (the server enforces them too). */
    bookingConfig: z.object({ hidePnrBooking: z.boolean(), showOnlyOwnOrders: z.boolean(), disablePayment: z.boolean() }),
  }),
  /** A special agency's theme, forced language and login message (null: an ordinary agency). */
  special: sessionBrandingSchema.nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const personalConfigSchema = z.object({
  defaultRegion: text(),
  dateFormat: text(),
  language: languageSchema.optional(),
  currency: text().optional(),
  cities: z.array(text()),
  countries: z.array(text()),
  passengers: z.array(z.unknown()),
});
export type PersonalConfig = z.infer<typeof personalConfigSchema>;

export const userInfoSchema = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  nickname: text().nullable(),
  role: z.array(roleSchema),
  agencyId: z.number().int(),
  avatar: text().nullable(),
  mobile: text().nullable(),
  areaCode: text(),
  status: userStatusSchema,
  isPlatformStaff: z.boolean(),
  outUserId: text().nullable(),
  /** An administrator reset the password: the user must choose a new one before anything else. */
  mustChangePassword: z.boolean(),
  config: personalConfigSchema,
  flightLimits: flightLimitsSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionSchema = z.object({
  userInfo: userInfoSchema,
  company: companySchema,
  permissions: z.array(text()),
  /** The host name of the site the agency belongs to ('' for the default site: any host). */
  websitePrefix: text(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const loginResultSchema = sessionSchema.extend({
  token: text(),
  expiresAt: text(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const password = text().min(1).max(128);

export const passwordLoginSchema = z.object({
  /** Username or e-mail. */
  username: text().trim().min(1).max(254),
  password,
});

export const sendLoginCodeSchema = z.object({ email: z.email().max(254) });
export const sendLoginCodeResultSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const codeLoginSchema = z.object({
  email: z.email().max(254),
  code: text().regex(/^\d{6}$/),
});

/**
 * A password someone chooses: 6-15 characters, not blank, not a common one. The username rule needs
 * the account, so the schema that knows it adds it (createUserSchema) or the server checks it.
 */
export const newPasswordSchema = text().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const changePasswordSchema = z
  .object({
    oldPassword: password,
    newPassword: newPasswordSchema,
    confirmPassword: text().min(1).max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { ...whenFieldsPassed, path: ['confirmPassword'], message: 'passwordsDoNotMatch' });

export const updateMeSchema = z
  .object({
    nickname: text().trim().max(64).nullable().optional(),
    mobile: text()
      .regex(/^\d{4,20}$/)
      .nullable()
      .optional(),
    areaCode: text()
      .regex(/^\d{1,4}$/)
      .optional(),
    /** A PNG, JPEG or WebP image under 2 MB as a data URL or bare base64 (judged by its bytes); null removes it. */
    avatar: text().max(2_900_000).nullable().optional(),
  })
  .strict();

export const PERSONAL_CONFIG_KEYS = ['cities', 'countries', 'passengers', 'defaultRegion', 'dateFormat', 'language', 'currency'] as const;
export type PersonalConfigKey = (typeof PERSONAL_CONFIG_KEYS)[number];

export const MAX_FREQUENT_TRAVELLERS = 30;
export const DATE_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy/MM/dd', 'dd.MM.yyyy'] as const;

/** The value schema of each personal config key (personal config keys). */
export const personalConfigValueSchemas = {
  cities: z.array(text().trim().min(1).max(64)).min(1).max(50),
  countries: z.array(countryCodeSchema).min(1).max(50),
  /** Frequent travellers (at most 30, each checked by the passenger rules). */
  passengers: z.array(passengerSchema).max(MAX_FREQUENT_TRAVELLERS),
  defaultRegion: text().regex(/^\d{1,4}$/),
  dateFormat: z.enum(DATE_FORMATS),
  language: languageSchema,
  currency: currencySchema,
} satisfies Record<PersonalConfigKey, z.ZodTypeAny>;
