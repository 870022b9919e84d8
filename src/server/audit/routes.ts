// The user log of the caller's agency (SuperUser): newest first, paged the simple-rest way or by
// cursor, filtered by user, action and date range, exportable to Excel. A page's ids come from one
// walk of an (agency, ..., created_at, id) index; only those lines are then read and described.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAmount } from '@/domain/format-amount';
import { envelopeOf } from '@/domain/schemas/common';
import { userLogEntrySchema, userLogFilterSchema, type UserLogEntry } from '@/domain/schemas/user-log';
import { identityOf } from '../access/guard-plugin';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import { cappedCountSql, cappedTotal, countLimitOf } from '../db/capped-count';
import { auditLog, users } from '../db/schema';
import { containing } from '../http/like';
import { afterCursor, orderSql, sortTerms, walkedPageSql, type ListPage } from '../db/list-order';
import { cursorQuery, keysetPageOf, listQueryOf, setNextCursor, setTotal } from '../http/list-sort';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';

/** What the user log may export (its columns). */
const LOG_EXPORT_COLUMNS = ['createdAt', 'username', 'action', 'target', 'changes', 'ip'] as const;
import { noteAudit } from './audit';
import { describeLines } from './describe';

const exportQuery = listQueryOf(['createdAt'] as const, userLogFilterSchema);
const listQuery = exportQuery.extend(cursorQuery);
type Query = z.infer<typeof exportQuery>;

/** A bare date as an upper bound means the whole of that day (UTC). */
export function upperBound(value: string): Date {
  return value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** The agency's lines under the filter, as conditions on a line `o`. */
function filters(agencyId: number, q: Query): SQL {
  const parts = [sql`o.agency_id = ${agencyId}`];
  if (q.userId) parts.push(sql`o.user_id = ${q.userId}`);
  if (q.action_like) parts.push(sql`o.action ILIKE ${containing(q.action_like)}`);
  if (q.action) parts.push(sql`o.action = ${q.action}`);
  if (q.createdAt_gte) parts.push(sql`o.created_at >= ${new Date(q.createdAt_gte).toISOString()}`);
  if (q.createdAt_lte) parts.push(sql`o.created_at <= ${upperBound(q.createdAt_lte).toISOString()}`);
  return sql.join(parts, sql` AND `);
}

const SORT_COLUMNS = { createdAt: ['created_at'] };

/** The log's order: newest first unless asked oldest first. */
const logOrder = (q: Query) =>
  sortTerms(SORT_COLUMNS, 'createdAt', q._sort === 'createdAt' && q._order?.toLowerCase() === 'asc' ? 'asc' : 'desc');

/** The ids of a page of the agency's log in its order (tests read its plan). */
export function userLogPageStatement(agencyId: number, q: Query, page: ListPage): SQL {
  const terms = logOrder(q);
  const where = filters(agencyId, q);
  return walkedPageSql(
    'audit_log',
    page.after ? sql`${where} AND ${afterCursor('audit_log', terms, page.after, sql`x.agency_id = ${agencyId}`)}` : where,
    terms,
    page,
  );
}

/** The number of the agency's lines under the filter, up to `limit` (tests read its plan). */
export function userLogCountStatement(agencyId: number, q: Query, limit: number): SQL {
  return cappedCountSql(sql`SELECT 1 FROM audit_log o WHERE ${filters(agencyId, q)}`, limit);
}

/** A page of the agency's log lines, described, without their count (an export needs none). */
async function lines(db: Db, agencyId: number, q: Query, page: ListPage): Promise<UserLogEntry[]> {
  const rows = await db
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
    .where(inArray(auditLog.id, sql`(${userLogPageStatement(agencyId, q, page)})`))
    .orderBy(orderSql(logOrder(q), 'audit_log'));
  return describeLines(db, rows);
}

async function entries(
  db: Db,
  agencyId: number,
  q: Query,
  page: ListPage,
): Promise<{ rows: UserLogEntry[]; total: number; atLeast: boolean }> {
  const limit = countLimitOf(page);
  const [rows, counted] = await Promise.all([lines(db, agencyId, q, page), db.execute(userLogCountStatement(agencyId, q, limit))]);
  const [count] = rowsOf<{ n: string | number }>(counted);
  return { ...cappedTotal(Number(count?.n ?? 0), limit), rows };
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
        summary: "The user log of the caller's agency (paged by offset or by cursor)",
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(userLogEntrySchema)) },
      },
    },
    async (request, reply) => {
      const page = keysetPageOf(request.query);
      const { rows, total, atLeast } = await entries(db, identityOf(request).user.agencyId, request.query, page);
      setTotal(reply, total, atLeast);
      setNextCursor(reply, rows, page.limit);
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
        querystring: exportQuery,
        body: exportBodyOf(LOG_EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      // The lines only: the list's count (up to ten times the page) is of no use to a file.
      const rows = await lines(db, identityOf(request).user.agencyId, request.query, { offset: 0, limit: EXPORT_MAX_ROWS });
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
