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
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const updateCompanySchema = z
  .object({
    address: text().trim().max(256).nullable().optional(),
    companyInfo: text().trim().max(4000).nullable().optional(),
  })
  .strict();

/** A logo upload: a data URL or bare base64. The type is read from the bytes, never from the name. */
export const logoUploadSchema = z.object({ image: text().min(16).max(2_900_000) }).strict();
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
