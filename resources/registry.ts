// Every console resource and menu group, in menu order. The router, the menu, page guards, button
// access, landing and the route x identity matrix test are derived from this one list.
import { accountGroup, agencyGroup, billsGroup, flightGroup, trainGroup } from './menu-groups';
import { company, memberCards, oftenUsedPassengers, profile, securityLog, userLog, users, webhookDeliveries } from './account';
import { agencies, agencyBills, agencyStatements } from './agencies';
import { statements, billsWallet, transactions, walletBalance, walletTopUps } from './bills';
import { applicationsInbox } from './applications';
import { agencyChat, chatInbox } from './chat';
import { agencyBranding, sites } from './sites';
import { partnerEmbed, partnerEntry, partnerIntegrations } from './partners';
import { desk } from './desk';
import { system } from './system';
import { flightBooking, flightDisruptions, flightOrders, flightOrderStatusCounts, flightPaymentConfig, orderReview } from './flights';
import { flightGroupBooking, flightGroupOrders, groupDeskOrders } from './groups';
import { about, home, privacy, terms } from './site';
import { trainBooking, trainOrders, trainOrderStatusCounts, trainStations } from './trains';
import type { ConsoleEntry, ResourceDeclaration } from './define';

export type { ConsoleEntry, MenuGroup, ResourceDeclaration, ApiAct, ApiGrant, PageKind, ListRead } from './define';
export { LIST_PAGE_SIZE, routeNameOf } from './define';

export const CONSOLE_ENTRIES: readonly ConsoleEntry[] = [
  home,
  terms,
  privacy,
  about,
  partnerEntry,
  desk,
  system,
  flightGroup,
  flightBooking,
  flightGroupBooking,
  flightOrders,
  flightOrderStatusCounts,
  flightPaymentConfig,
  flightDisruptions,
  orderReview,
  flightGroupOrders,
  groupDeskOrders,
  trainGroup,
  trainBooking,
  trainStations,
  trainOrders,
  trainOrderStatusCounts,
  billsGroup,
  billsWallet,
  transactions,
  statements,
  walletBalance,
  walletTopUps,
  agencyGroup,
  agencies,
  agencyStatements,
  agencyBills,
  applicationsInbox,
  chatInbox,
  agencyChat,
  partnerIntegrations,
  sites,
  agencyBranding,
  partnerEmbed,
  accountGroup,
  users,
  userLog,
  securityLog,
  company,
  webhookDeliveries,
  profile,
  oftenUsedPassengers,
  memberCards,
];

export const RESOURCES: readonly ResourceDeclaration[] = CONSOLE_ENTRIES.filter((e): e is ResourceDeclaration => e.kind === 'resource');

/** A declaration by its name (Refine identifier) or by its API path (the name Refine hands providers). */
export function findResource(nameOrPath: string | undefined): ResourceDeclaration | undefined {
  if (!nameOrPath) return undefined;
  return RESOURCES.find((r) => r.name === nameOrPath) ?? RESOURCES.find((r) => r.api?.path === nameOrPath);
}

/** Menu group name -> the route names of the menu entries under it. */
export const MENU_GROUPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  CONSOLE_ENTRIES.filter((e) => e.kind === 'group').map((group) => [
    group.name,
    RESOURCES.filter((r) => r.parent === group.name && !r.hideInMenu && r.pages?.list).map((r) => r.name),
  ]),
);
