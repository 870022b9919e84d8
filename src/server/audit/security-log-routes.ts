// GET /api/base/v2/security-log (platform staff): the refusals of every agency (refusals.ts), newest
// first, paged the simple-rest way, filtered by kind, address and dates.
import { aliasedTable, and, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  SECURITY_LOG_ACTIONS,
  securityLogEntrySchema,
  securityLogFilterSchema,
  type SecurityLogAction,
  type SecurityLogEntry,
} from '@/domain/schemas/security-log';
import type { Db } from '../db/client';
import { agencies, auditLog, users } from '../db/schema';
import { containing } from '../http/like';
import { pageOf } from '../http/list-query';
import { listQueryOf, setTotal } from '../http/list-sort';
import { pageWithTotal } from '../http/paged';
import { ok } from '../http/reply';
import { upperBound } from './routes';

const listQuery = listQueryOf(['createdAt'] as const, securityLogFilterSchema);
type Query = z.infer<typeof listQuery>;

function filters(q: Query): SQL {
  return and(
    q.action ? eq(auditLog.action, q.action) : inArray(auditLog.action, [...SECURITY_LOG_ACTIONS]),
    q.ip_like ? ilike(auditLog.ip, containing(q.ip_like)) : undefined,
    q.createdAt_gte ? gte(auditLog.createdAt, new Date(q.createdAt_gte)) : undefined,
    q.createdAt_lte ? lte(auditLog.createdAt, upperBound(q.createdAt_lte)) : undefined,
  )!;
}

const callerAgency = aliasedTable(agencies, 'caller_agency');

export async function securityLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      config: { access: { obj: 'api:security-log', act: 'read' } },
      schema: {
        tags: ['users'],
        summary: 'Refused logins and calls across every agency (platform staff)',
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(securityLogEntrySchema)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const where = filters(q);
      const page = pageOf(q);
      const ascending = q._sort === 'createdAt' && q._order?.toLowerCase() === 'asc';
      const { rows, total } = await pageWithTotal(
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            target: auditLog.target,
            ip: auditLog.ip,
            detail: auditLog.detail,
            createdAt: auditLog.createdAt,
            username: users.username,
            agencyCode: callerAgency.code,
            agencyName: callerAgency.name,
          })
          .from(auditLog)
          .leftJoin(users, eq(auditLog.userId, users.id))
          .leftJoin(callerAgency, eq(auditLog.agencyId, callerAgency.id))
          .where(where)
          .orderBy(ascending ? auditLog.createdAt : desc(auditLog.createdAt), ascending ? auditLog.id : desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(auditLog)
          .where(where),
      );
      setTotal(reply, total);
      return ok(
        rows.map((row): SecurityLogEntry => {
          const detail = row.detail ?? {};
          return {
            id: row.id,
            action: row.action as SecurityLogAction,
            target: row.target,
            ip: row.ip,
            username: row.username,
            agencyCode: row.agencyCode,
            agencyName: row.agencyName,
            reason: typeof detail.reason === 'string' ? detail.reason : null,
            repeatsBefore: typeof detail.repeatsBefore === 'number' ? detail.repeatsBefore : 0,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      );
    },
  );
}
