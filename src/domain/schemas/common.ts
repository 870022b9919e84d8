import { z } from 'zod';
import { text } from '@/domain/schemas/text';

import { LANGUAGES } from '@/domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/languages';

export const languageSchema = z.enum(LANGUAGES);

/** Validation failure detail carried in the envelope's data for HTTP 400. */
export const fieldErrorSchema = z.object({ field: text(), message: text() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.number().int(), data, message: text() });
}
