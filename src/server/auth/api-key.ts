// Agency API keys (X-Api-Key): an integration acts for the agency's SuperUser, limited to the
// scopes of API_KEY_SCOPES (booking, payment, reading; checked by the guard). Only the key's SHA-256 is stored; the key is shown once when generated.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { identityOf, type Identity } from './identity';
import { sha256 } from './tokens';

export const API_KEY_HEADER = 'x-api-key';
const PREFIX_LENGTH = 8;

export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `tsk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: sha256(key), prefix: key.slice(0, PREFIX_LENGTH) };
}

export async function authenticateApiKey(db: Db, key: string): Promise<Identity> {
  if (key.length < 16 || key.length > 128) throw new ApiError('API_KEY_INVALID');
  const [row] = await db
    .select({ agency: agencies, user: users })
    .from(agencies)
    .innerJoin(users, eq(users.agencyId, agencies.id))
    .where(
      and(
        eq(agencies.apiKeyHash, sha256(key)),
        isNull(agencies.deletedAt),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
        sql`${users.roles} @> '["SuperUser"]'::jsonb`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new ApiError('API_KEY_INVALID');
  if (row.agency.status !== 'active') throw new ApiError('ACCOUNT_DISABLED');
  return { ...identityOf(row.user, row.agency), via: 'api-key' };
}
