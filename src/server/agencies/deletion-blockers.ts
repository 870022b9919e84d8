// What stops an agency's deletion, checked inside the deleting transaction after the agency row is
// locked. Each area that holds something an agency must settle first adds its check here.
import { and, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { ErrorCodeName } from '@/domain/errors';
import { FLIGHT_ORDER_STATUSES, toneOf } from '@/domain/flights/flight-order-status';
import { GROUP_STATUSES } from '@/domain/groups/status';
import { agencies, flightOrders, groupOrders } from '../db/schema';
import { hasNonZeroBalance } from '../wallet/agency-balances';
import type { Executor } from '@/server/db/executor';
import type { AgencyRow } from '@/server/db/rows';

export interface DeletionBlocker {
  refusal: ErrorCodeName;
  blocks(tx: Executor, agency: AgencyRow): Promise<boolean>;
}

async function hasLiveSubAgencies(tx: Executor, agency: AgencyRow): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(agencies)
    .where(and(like(agencies.path, `${agency.path}%`), ne(agencies.id, agency.id), isNull(agencies.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Orders still moving: to be paid, under review, in progress, reimbursing, reserved or on hold. */
export const OPEN_ORDER_STATUSES = FLIGHT_ORDER_STATUSES.filter(
  (status) => ['primary', 'warning'].includes(toneOf(status)) || status === 'reserved' || status.endsWith('holding'),
);

async function hasOpenOrders(tx: Executor, agency: AgencyRow): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(flightOrders)
    .where(and(eq(flightOrders.agencyId, agency.id), inArray(flightOrders.status, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

/** Group orders not yet issued, failed, cancelled or closed (a quote or instalments still live). */
const OPEN_GROUP_STATUSES = GROUP_STATUSES.filter((status) => !['issued', 'failed', 'canceled', 'closed'].includes(status));

async function hasOpenGroups(tx: Executor, agency: AgencyRow): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(groupOrders)
    .where(and(eq(groupOrders.agencyId, agency.id), inArray(groupOrders.status, [...OPEN_GROUP_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

export const DELETION_BLOCKERS: readonly DeletionBlocker[] = [
  { refusal: 'AGENCY_HAS_SUB_AGENCIES', blocks: hasLiveSubAgencies },
  { refusal: 'AGENCY_HAS_BALANCE', blocks: (tx, agency) => hasNonZeroBalance(tx, agency.id) },
  { refusal: 'AGENCY_HAS_OPEN_ORDERS', blocks: hasOpenOrders },
  { refusal: 'AGENCY_HAS_OPEN_ORDERS', blocks: hasOpenGroups },
];
