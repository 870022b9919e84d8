// Company profile (company): the caller's own agency as its SuperUser maintains it.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const companyProfileSchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  alias: text().nullable(),
  logo: text().nullable(),
  address: text().nullable(),
  companyInfo: text().nullable(),
  contactName: text().nullable(),
  contactEmail: text().nullable(),
  contactPhone: text().nullable(),
  /** Whether the agency has a notification signing key (the key itself is shown once, when issued). */
  notifySecretSet: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A new notification signing key, shown this one time; the key it replaces signs too until previousValidUntil. */
export const notifySecretIssuedSchema = z.object({ secret: text(), previousValidUntil: text().nullable() });
export type NotifySecretIssued = z.infer<typeof notifySecretIssuedSchema>;

export const updateCompanySchema = z
  .object({
    address: text().trim().max(256).nullable().optional(),
    companyInfo: text().trim().max(4000).nullable().optional(),
  })
  .strict();

/** A logo upload: a data URL or bare base64. The type is read from the bytes, never from the name. */
export const logoUploadSchema = z.object({ image: text().min(16).max(2_900_000) }).strict();
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
