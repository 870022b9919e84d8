// simple-rest list conventions: _start/_end (or _page/_limit) and _sort/_order; total in x-total-count.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const MAX_PAGE_SIZE = 200;

export const listQuerySchema = z.object({
  _start: z.coerce.number().int().min(0).max(10_000_000).optional(),
  _end: z.coerce.number().int().min(0).max(10_000_000).optional(),
  _sort: text().max(64).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});

export function pageOf(query: { _start?: number; _end?: number }): { offset: number; limit: number } {
  const offset = query._start ?? 0;
  const end = query._end ?? offset + 20;
  return { offset, limit: Math.max(0, Math.min(end - offset, MAX_PAGE_SIZE)) };
}
