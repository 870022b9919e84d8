// Server-side sessions: revocable at once (logout, deactivation), expiring, shared by every server
// of a cluster through the database.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, sessions, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { identityOf, type Identity } from './identity';
import { newToken, sha256 } from './tokens';

export async function createSession(
  db: Db,
  userId: number,
  ttlHours: number,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 256),
  });
  return { token, expiresAt };
}

// Prepared once per database: drizzle does not rebuild the query and PostgreSQL does not re-plan it
// on every request (it runs on each authenticated call; see bench/README.md).
function buildSessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, agency: agencies })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token');
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();

/** Resolves a bearer token to its identity, or refuses with the session code that fits. */
export async function authenticateToken(db: Db, token: string): Promise<Identity> {
  return (await authenticateTokenHash(db, sha256(token))).identity;
}

/** The same by the token's hash, with the moment the session expires (for the session cache). */
export async function authenticateTokenHash(db: Db, tokenHash: string): Promise<{ identity: Identity; expiresAt: Date }> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = buildSessionQuery(db)));
  const [row] = await query.execute({ tokenHash });
  if (!row) throw new ApiError('SESSION_EXPIRED');
  if (row.session.revokedAt) throw new ApiError('SESSION_REVOKED');
  if (row.session.expiresAt.getTime() <= Date.now()) throw new ApiError('SESSION_EXPIRED');
  if (row.user.status === 'inactive' || row.agency.status !== 'active') throw new ApiError('ACCOUNT_DISABLED');
  return { identity: identityOf(row.user, row.agency, row.session.id), expiresAt: row.session.expiresAt };
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or all but one (after a password change). */
export async function revokeUserSessions(db: Db, userId: number, reason: string, keepSessionId?: number): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(keepSessionId === undefined ? mine : and(mine, ne(sessions.id, keepSessionId)));
}
