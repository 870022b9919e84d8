// Whose money a caller may see and move. Seeing: the caller's own agency, and the agencies it
// administers (platform staff: all; a manager: its descendants). Funding (top-up, credit): platform
// staff for any agency; a manager only for its direct sub-agencies, whose wallets it funds.
import { eq } from 'drizzle-orm';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isPlatformStaff, managedAgency } from '../agencies/scope';
import type { AgencyRow } from '@/server/db/rows';
import type { Executor } from '@/server/db/executor';

/** The agency whose wallet the caller asks about: its own by default. Fresh from the database. */
export async function viewableAgency(db: Executor, identity: Identity, agencyId?: number): Promise<AgencyRow> {
  if (agencyId === undefined || agencyId === identity.agency.id) {
    const [own] = await (db as Db).select().from(agencies).where(eq(agencies.id, identity.agency.id));
    if (!own) throw new ApiError('NOT_FOUND');
    return own;
  }
  return managedAgency(db as Db, identity, agencyId);
}

/** The agency the caller may top up or give credit to, with the parent whose wallet funds it. */
export async function fundableAgency(
  tx: Executor,
  identity: Identity,
  agencyId: number,
): Promise<{ agency: AgencyRow; funder: AgencyRow | null }> {
  if (agencyId === identity.agency.id) throw new ApiError('TOP_UP_NOT_ALLOWED');
  const agency = await managedAgency(tx as Db, identity, agencyId);
  if (!isPlatformStaff(identity) && agency.parentId !== identity.agency.id) throw new ApiError('TOP_UP_NOT_ALLOWED');
  if (agency.parentId === null) return { agency, funder: null };
  const [funder] = await (tx as Db).select().from(agencies).where(eq(agencies.id, agency.parentId));
  return { agency, funder: funder && !funder.isPlatform ? funder : null };
}
