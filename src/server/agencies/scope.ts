// Which agencies a caller administers. Platform staff: every agency but the platform itself. An
// agency manager: its own descendants only (never itself, its parent or its siblings).
import { and, eq, isNull, like, ne, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import type { Tx } from '@/server/db/executor';
import type { AgencyRow } from '@/server/db/rows';
import { ApiError, crossAgencyRefusal } from '../http/api-error';

export function isPlatformStaff(identity: Identity): boolean {
  return identity.user.isPlatformStaff && identity.agency.isPlatform;
}

export function managedAgencies(identity: Identity): SQL {
  const live = isNull(agencies.deletedAt);
  if (isPlatformStaff(identity)) return and(live, eq(agencies.isPlatform, false))!;
  // LIKE on a path of digits and slashes: no wildcard characters can come from the data.
  return and(live, like(agencies.path, `${identity.agency.path}%`), ne(agencies.id, identity.agency.id))!;
}

/** The agency if the caller administers it; otherwise 404, the same answer as for an unknown id. */
export async function managedAgency(db: Db | Tx, identity: Identity, agencyId: number, lock = false): Promise<AgencyRow> {
  const query = db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), managedAgencies(identity)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) {
    // An agency that exists outside the caller's reach: the same 404, but on the record.
    const [elsewhere] = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.id, agencyId), isNull(agencies.deletedAt)));
    throw elsewhere && elsewhere.id !== identity.agency.id ? crossAgencyRefusal(agencyId, `agency ${agencyId}`) : new ApiError('NOT_FOUND');
  }
  return row;
}
