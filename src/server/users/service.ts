// Users of the caller's agency: list, create, edit, delete, reset password. A user
// can neither delete nor lock out itself; deactivation and deletion end the user's sessions at once.
import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_FLIGHT_LIMITS, type CreateUserInput, type UpdateUserInput, type userListFilterSchema } from '@/domain/schemas/users';
import type { FieldChange } from '@/domain/schemas/user-log';
import type { Identity } from '../auth/identity';
import { revokeUserSessions } from '../auth/sessions';
import { fieldChanges, flatten } from '../audit/field-changes';
import type { Db } from '../db/client';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { containing } from '../http/like';
import { orderSql, sortTerms, type SortColumns } from '../db/list-order';
import { pageOfIds, pageWithTotal } from '../http/paged';
import { insertUser, resetPassword } from './store';
import type { UserRow } from '@/server/db/rows';
import { USER_LOGGED_FIELDS, userView } from './view';

type Filters = z.infer<typeof userListFilterSchema>;

// Each sort field, then the id in the same direction: one walk of an (agency, field, id) index either way.
const SORT_COLUMNS: SortColumns = {
  id: [],
  username: ['username'],
  email: ['email'],
  nickname: ['nickname'],
  status: ['status'],
  createdAt: ['created_at'],
};

function ofMyAgency(identity: Identity): SQL {
  return and(eq(users.agencyId, identity.user.agencyId), isNull(users.deletedAt))!;
}

export function userFilters(identity: Identity, f: Filters): SQL {
  return and(
    ofMyAgency(identity),
    f.username_like ? ilike(users.username, containing(f.username_like)) : undefined,
    f.email_like ? ilike(users.email, containing(f.email_like)) : undefined,
    f.nickname_like ? ilike(users.nickname, containing(f.nickname_like)) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.role ? sql`${users.roles} @> ${JSON.stringify([f.role])}::jsonb` : undefined,
  )!;
}

/** The list's order: by username unless a sort is asked (ascending unless said otherwise). */
export function userOrder(query: { _sort?: string; _order?: string }): SQL[] {
  return [orderSql(sortTerms(SORT_COLUMNS, query._sort ?? 'username', query._order ?? 'asc'), 'users')];
}

export async function listUsers(
  db: Db,
  identity: Identity,
  query: Filters & { _sort?: string; _order?: string },
  page: { offset: number; limit: number },
) {
  const where = userFilters(identity, query);
  const order = userOrder(query);
  const ids = pageOfIds(db, users, users.id, where, order, page);
  const { rows, total } = await pageWithTotal(
    // Default order by username: the (agency, username) index serves it; id order would walk every user.
    db
      .select({ user: users })
      .from(ids)
      .innerJoin(users, eq(users.id, ids.id))
      .orderBy(...order)
      .then((found) => found.map((r) => r.user)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  );
  return { rows: rows.map(userView), total };
}

async function myUser(db: Executor, identity: Identity, id: number, lock = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ofMyAgency(identity)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getUser(db: Db, identity: Identity, id: number) {
  return userView(await myUser(db, identity, id));
}

function loggable(row: UserRow): Record<string, unknown> {
  return { ...row, ...flatten({ flightLimits: userView(row).flightLimits }) };
}

const LIMIT_FIELDS = Object.keys(flatten({ flightLimits: DEFAULT_FLIGHT_LIMITS }));

export async function createUser(db: Db, identity: Identity, input: CreateUserInput) {
  const { user, password } = await db.transaction((tx) =>
    insertUser(tx, { ...input, agencyId: identity.user.agencyId, isPlatformStaff: identity.agency.isPlatform }),
  );
  return { user: userView(user), password, changes: fieldChanges(null, loggable(user), USER_LOGGED_FIELDS) };
}

export async function updateUser(
  db: Db,
  identity: Identity,
  id: number,
  input: UpdateUserInput,
): Promise<{ user: ReturnType<typeof userView>; changes: FieldChange[] }> {
  const { email: _email, username: _username, ...patch } = input;
  if (id === identity.user.id) {
    const dropsOwnSuperUser = patch.roles && identity.user.roles.includes('SuperUser') && !patch.roles.includes('SuperUser');
    if (patch.status === 'inactive' || dropsOwnSuperUser) throw new ApiError('SELF_LOCKOUT');
  }
  const { before, after } = await db.transaction(async (tx) => {
    const before = await myUser(tx, identity, id, true);
    const [after] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return { before, after: after! };
  });
  if (after.status === 'inactive' && before.status !== 'inactive') await revokeUserSessions(db, id, 'deactivated');
  return { user: userView(after), changes: fieldChanges(loggable(before), loggable(after), [...USER_LOGGED_FIELDS, ...LIMIT_FIELDS]) };
}

export async function deleteUser(db: Db, identity: Identity, id: number): Promise<UserRow> {
  if (id === identity.user.id) throw new ApiError('SELF_DELETE');
  const removed = await db.transaction(async (tx) => {
    const row = await myUser(tx, identity, id, true);
    await tx.update(users).set({ deletedAt: new Date(), status: 'inactive', updatedAt: new Date() }).where(eq(users.id, id));
    return row;
  });
  await revokeUserSessions(db, id, 'deleted');
  return removed;
}

export async function resetUserPassword(db: Db, identity: Identity, id: number) {
  const user = await myUser(db, identity, id);
  return { username: user.username, password: await resetPassword(db, user.id) };
}
