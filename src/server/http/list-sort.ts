// simple-rest sorting (`_sort=a,b&_order=asc,desc`) over a fixed set of sortable fields per list,
// and the total header. Unknown sort fields are a 400, never a silent default.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { listQuerySchema, pageOf } from './list-query';

/** The list query of a resource: paging, sort restricted to `fields`, plus its own filters. */
export function listQueryOf<F extends readonly [string, ...string[]], Shape extends z.ZodRawShape>(fields: F, filters: z.ZodObject<Shape>) {
  const sortField = z
    .string()
    .max(128)
    .refine((v) => v.split(',').every((f) => (fields as readonly string[]).includes(f)), { message: 'sortField' });
  return listQuerySchema
    .extend({
      _sort: sortField.optional(),
      _order: text()
        .regex(/^(asc|desc)(,(asc|desc))*$/i)
        .optional(),
    })
    .extend(filters.shape);
}

/** ORDER BY terms for the requested sort, then `tieBreak` so pages never overlap. */
export function orderBy(
  query: { _sort?: string; _order?: string },
  columns: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreak: AnyColumn,
): SQL[] {
  if (!query._sort) return [...fallback, desc(tieBreak)];
  const orders = (query._order ?? '').split(',');
  const terms = query._sort.split(',').map((field, i) => {
    const column = columns[field]!;
    return (orders[i] ?? orders[0] ?? 'asc').toLowerCase() === 'desc' ? desc(column) : asc(column);
  });
  return [...terms, desc(tieBreak)];
}

/** The header saying x-total-count is a floor: at least that many rows match (the count stopped there). */
export const TOTAL_AT_LEAST_HEADER = 'x-total-count-at-least';

/** The list's total; `atLeast` when the count stopped at a cap (TOTAL_AT_LEAST_HEADER: true). */
export function setTotal(reply: FastifyReply, total: number, atLeast = false): void {
  reply.header('x-total-count', String(total));
  if (atLeast) reply.header(TOTAL_AT_LEAST_HEADER, 'true');
  reply.header('access-control-expose-headers', `x-total-count, ${TOTAL_AT_LEAST_HEADER}`);
}

/**
 * Keyset paging for deep pages and exports, added to a list's query: the rows after this order (the
 * last id of the page before, from `x-next-cursor`) in the same sort; `_end - _start` is the page size.
 */
export const cursorQuery = {
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
};

/** The page a list query asks for: the rows after its cursor (`after`), or its offset range. */
export function keysetPageOf(query: { _start?: number; _end?: number; cursor?: number }): {
  offset: number;
  limit: number;
  after?: number;
} {
  const page = pageOf(query);
  return query.cursor ? { offset: 0, limit: page.limit, after: query.cursor } : page;
}

/** Keyset paging: a full page may have more after it, so it names where the next one starts (its last id). */
export function setNextCursor(reply: FastifyReply, rows: ReadonlyArray<{ id: number }>, limit: number): void {
  if (rows.length === 0 || rows.length !== limit) return;
  reply.header('x-next-cursor', String(rows[rows.length - 1]!.id));
  reply.header('access-control-expose-headers', `x-total-count, ${TOTAL_AT_LEAST_HEADER}, x-next-cursor`);
}
