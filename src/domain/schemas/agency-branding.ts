// An agency's branding, set by platform staff only: the site it belongs to and, for a special
// agency, its own theme, a forced interface language and no "login successful" message.
import { z } from 'zod';
import { languageSchema } from './common';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'colour' });

/** antd colour tokens the console applies for the agency (ConfigProvider theme tokens). */
export const agencyThemeSchema = z
  .object({
    colorPrimary: hexColour,
    colorLink: hexColour.optional(),
    /** Show the agency's own logo (company profile) in place of the site's in the console. */
    useAgencyLogo: z.boolean(),
  })
  .strict();
export type AgencyTheme = z.infer<typeof agencyThemeSchema>;

export const specialAgencySchema = z
  .object({
    theme: agencyThemeSchema.nullable(),
    /** The console is shown in this language only; the language selector is locked. */
    forcedLocale: languageSchema.nullable(),
    /** No "login successful" message after logging in. */
    suppressLoginMessage: z.boolean(),
  })
  .strict();
export type SpecialAgency = z.infer<typeof specialAgencySchema>;

export const agencyBrandingSchema = z
  .object({
    /** The site the agency belongs to (null: the default site); its users log in on its domains. */
    siteId: z.number().int().positive().nullable(),
    special: specialAgencySchema.nullable(),
  })
  .strict();
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;

/** What the console gets in the login answer and /me: the special settings with the logo to show. */
export const sessionBrandingSchema = specialAgencySchema.extend({ logo: z.string().nullable() });
export type SessionBranding = z.infer<typeof sessionBrandingSchema>;
