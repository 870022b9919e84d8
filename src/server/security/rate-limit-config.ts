// RATE_LIMITS: an operator's per-category limits over the defaults, as JSON, e.g.
// {"login": {"perCaller": 40, "perAddress": 200}}. Read at start; a value that does not fit stops the
// start with a message naming it, rather than running with limits nobody meant.
import { z } from 'zod';
import { RATE_LIMIT_CATEGORIES, type CategoryLimit, type RateLimitCategory } from './rate-limits';

const limit = z.object({ perCaller: z.number().int().min(1), perAddress: z.number().int().min(1) }).strict();
const overrides = z.partialRecord(z.enum(RATE_LIMIT_CATEGORIES), limit);

export function readRateLimits(value: string | undefined): Partial<Record<RateLimitCategory, CategoryLimit>> | undefined {
  if (!value?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('RATE_LIMITS is not JSON: expected e.g. {"login": {"perCaller": 40, "perAddress": 200}}');
  }
  const result = overrides.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; ');
    throw new Error(
      `RATE_LIMITS: ${problems}. Categories: ${RATE_LIMIT_CATEGORIES.join(', ')}; each {"perCaller": n, "perAddress": n}, whole numbers from 1`,
    );
  }
  return result.data;
}
