// Company profile (company): the caller's own agency as its SuperUser maintains it.
import { z } from 'zod';

export const companyProfileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  alias: z.string().nullable(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  companyInfo: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const updateCompanySchema = z
  .object({
    address: z.string().trim().max(256).nullable().optional(),
    companyInfo: z.string().trim().max(4000).nullable().optional(),
  })
  .strict();

/** A logo upload: a data URL or bare base64. The type is read from the bytes, never from the name. */
export const logoUploadSchema = z.object({ image: z.string().min(16).max(2_900_000) }).strict();
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
