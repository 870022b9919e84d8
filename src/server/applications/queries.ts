// Reading applications for the staff inbox: one filter for the list, its total and its export.
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Application, applicationFilterSchema } from '@/domain/schemas/applications';
import type { Db } from '../db/client';
import { applications, users } from '../db/schema';
import { containing } from '../http/like';
import { orderBy } from '../http/list-sort';
import { pageWithTotal } from '../http/paged';

export const APPLICATION_SORT_FIELDS = ['createdAt', 'status', 'name', 'country'] as const;
export type ApplicationFilter = z.infer<typeof applicationFilterSchema> & { _sort?: string; _order?: string };

/** A bare date as an upper bound means the whole of that day (UTC). */
const upperBound = (value: string) => (value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value));

function where(q: ApplicationFilter): SQL | undefined {
  const words = q.q_like ? containing(q.q_like) : undefined;
  return and(
    q.status ? eq(applications.status, q.status) : undefined,
    q.ownerId ? eq(applications.ownerId, q.ownerId) : undefined,
    q.country ? eq(applications.country, q.country.toUpperCase()) : undefined,
    words
      ? or(
          ilike(applications.name, words),
          ilike(applications.companyName, words),
          ilike(applications.email, words),
          ilike(applications.phone, words),
        )
      : undefined,
    q.createdAt_gte ? gte(applications.createdAt, new Date(q.createdAt_gte)) : undefined,
    q.createdAt_lte ? lte(applications.createdAt, upperBound(q.createdAt_lte)) : undefined,
  );
}

const columns = {
  id: applications.id,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  country: applications.country,
  companyName: applications.companyName,
  companyAddress: applications.companyAddress,
  websiteUrl: applications.websiteUrl,
  others: applications.others,
  status: applications.status,
  ownerId: applications.ownerId,
  ownerName: users.username,
  notes: applications.notes,
  suspectedSpam: applications.suspectedSpam,
  agencyId: applications.agencyId,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

type Row = { [K in keyof typeof columns]: unknown } & { createdAt: Date; updatedAt: Date; status: string };

// The selected columns are the Application's fields; the row types them as the columns' own types.
const viewOf = (row: Row): Application => ({
  ...(row as unknown as Application),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listApplications(
  db: Db,
  q: ApplicationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Application[]; total: number }> {
  const filter = where(q);
  const sortable = {
    createdAt: applications.createdAt,
    status: applications.status,
    name: applications.name,
    country: applications.country,
  };
  const { rows, total } = await pageWithTotal(
    db
      .select(columns)
      .from(applications)
      .leftJoin(users, eq(applications.ownerId, users.id))
      .where(filter)
      .orderBy(...orderBy(q, sortable, [desc(applications.createdAt)], applications.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(filter),
  );
  return { rows: (rows as Row[]).map(viewOf), total };
}

export async function findApplication(db: Db, id: number): Promise<Application | null> {
  const [row] = await db
    .select(columns)
    .from(applications)
    .leftJoin(users, eq(applications.ownerId, users.id))
    .where(eq(applications.id, id));
  return row ? viewOf(row as Row) : null;
}
