// The user log of the caller's agency (SuperUser): newest first, paged the simple-rest way,
// filtered by user, action and date range, exportable to Excel.
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAmount } from '@/domain/format-amount';
import { envelopeOf } from '@/domain/schemas/common';
import { userLogEntrySchema, userLogFilterSchema, type UserLogEntry } from '@/domain/schemas/user-log';
import { identityOf } from '../access/guard-plugin';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import { containing } from '../http/like';
import { pageOf } from '../http/list-query';
import { pageWithTotal } from '../http/paged';
import { listQueryOf, setTotal } from '../http/list-sort';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';

/** What the user log may export (its columns). */
const LOG_EXPORT_COLUMNS = ['createdAt', 'username', 'action', 'target', 'changes', 'ip'] as const;
import { noteAudit } from './audit';
import { describeLines } from './describe';

const listQuery = listQueryOf(['createdAt'] as const, userLogFilterSchema);
type Query = z.infer<typeof listQuery>;

/** A bare date as an upper bound means the whole of that day (UTC). */
export function upperBound(value: string): Date {
  return value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

function filters(agencyId: number, q: Query): SQL {
  return and(
    eq(auditLog.agencyId, agencyId),
    q.userId ? eq(auditLog.userId, q.userId) : undefined,
    q.action_like ? ilike(auditLog.action, containing(q.action_like)) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.createdAt_gte ? gte(auditLog.createdAt, new Date(q.createdAt_gte)) : undefined,
    q.createdAt_lte ? lte(auditLog.createdAt, upperBound(q.createdAt_lte)) : undefined,
  )!;
}

async function entries(
  db: Db,
  agencyId: number,
  q: Query,
  page: { offset: number; limit: number },
): Promise<{ rows: UserLogEntry[]; total: number }> {
  const where = filters(agencyId, q);
  const ascending = q._sort === 'createdAt' && q._order?.toLowerCase() === 'asc';
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        userId: auditLog.userId,
        username: users.username,
        ip: auditLog.ip,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(auditLog.userId, users.id))
      .where(where)
      .orderBy(ascending ? auditLog.createdAt : desc(auditLog.createdAt), ascending ? auditLog.id : desc(auditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(where),
  );
  return { total, rows: await describeLines(db, rows) };
}

const shown = (value: unknown, currency: string | undefined, language: string) =>
  value === null || value === undefined
    ? ''
    : currency && typeof value === 'number'
      ? formatAmount({ amount: value, currency }, language)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

export async function userLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { obj: 'api:user-log', act: 'read' } };

  r.get(
    '',
    {
      config: access,
      schema: {
        tags: ['users'],
        summary: "The user log of the caller's agency",
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(userLogEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await entries(db, identityOf(request).user.agencyId, request.query, pageOf(request.query));
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.post(
    '/export',
    {
      config: access,
      schema: {
        tags: ['users'],
        summary: 'Excel of the user log matching the current filter',
        security: [{ bearer: [] }],
        querystring: listQuery,
        body: exportBodyOf(LOG_EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      const { rows } = await entries(db, identityOf(request).user.agencyId, request.query, { offset: 0, limit: EXPORT_MAX_ROWS });
      noteAudit(request, { action: 'user-log.export' });
      const cells = rows.map((e) => ({
        createdAt: e.createdAt,
        username: e.username,
        action: e.action,
        target: e.target,
        ip: e.ip,
        money: e.money ? formatAmount(e.money, request.lang) : null,
        changes: e.changes
          .map((c) => `${c.field}: ${shown(c.before, c.currency, request.lang)} → ${shown(c.after, c.currency, request.lang)}`)
          .join('\n'),
      }));
      return sendXlsx(reply, request.body.filename ?? 'user-log', 'User log', request.body.columns, cells);
    },
  );
}
