// simple-rest sorting (`_sort=a,b&_order=asc,desc`) over a fixed set of sortable fields per list,
// and the total header. Unknown sort fields are a 400, never a silent default.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { listQuerySchema } from './list-query';

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

export function setTotal(reply: FastifyReply, total: number): void {
  reply.header('x-total-count', String(total));
  reply.header('access-control-expose-headers', 'x-total-count');
}

/** Keyset paging: the cursor that asks for the page after this one. */
export function setNextCursor(reply: FastifyReply, cursor: number): void {
  reply.header('x-next-cursor', String(cursor));
  reply.header('access-control-expose-headers', 'x-total-count, x-next-cursor');
}
