// The console menu, in display order: groups first, then their entries (Refine builds the tree from
// `meta.parent`). Entries the user may not open are hidden by the access control provider.
import { accountGroup } from './group-account';
import { agencyGroup } from './group-agency';
import { billsGroup } from './group-bills';
import { flightGroup } from './group-flight';
import { trainGroup } from './group-train';
import { agencyManager } from './agency-manager';
import { agencyManagerStatements } from './agency-manager-statements';
import { billsStatements } from './bills-statements';
import { billsTransactions } from './bills-transactions';
import { billsWallet } from './bills-wallet';
import { company } from './company';
import { flightBooking } from './flight-booking';
import { flightGroupBooking } from './flight-group-booking';
import { flightGroupOrder } from './flight-group-order';
import { flightOrders } from './flight-orders';
import { flightOrdersVoyage } from './flight-orders-voyage';
import { orderReview } from './order-review';
import { profile } from './profile';
import { trainBooking } from './train-booking';
import { trainOrders } from './train-orders';
import { userLog } from './user-log';
import { users } from './users';
import type { MenuResource } from './types';

export type { MenuResource } from './types';

export const RESOURCES: readonly MenuResource[] = [
  flightGroup,
  flightBooking,
  flightGroupBooking,
  flightOrders,
  flightOrdersVoyage,
  orderReview,
  flightGroupOrder,
  trainGroup,
  trainBooking,
  trainOrders,
  billsGroup,
  billsWallet,
  billsTransactions,
  billsStatements,
  agencyGroup,
  agencyManager,
  agencyManagerStatements,
  accountGroup,
  users,
  userLog,
  company,
  profile,
];

/** Group name -> names of the entries under it (for "show the group if any entry is allowed"). */
export const MENU_GROUPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  RESOURCES.filter((r) => !r.list).map((group) => [
    group.name,
    RESOURCES.filter((r) => r.meta.parent === group.name).map((r) => r.name),
  ]),
);
