// The orders menu as data: pending sections (each split by tabs into original booking,
// change and refund orders) and the order kinds. A menu choice is nothing but list filters (section,
// type), so the URL of a filtered list says where in the menu the user is.
import { MENU_SECTIONS, type FlightOrderStatus, type FlightOrderType } from '@/domain/flights/flight-order-status';
import { ORDER_MENU_SECTIONS, type OrderMenuSection } from '@/domain/flights/flight-orders';

export const PENDING_TABS = ['origin', 'change', 'refund'] as const satisfies readonly FlightOrderType[];
export type PendingTab = (typeof PENDING_TABS)[number];
export const ORDER_KINDS = ['all', 'origin', 'change', 'refund', 'void'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export type MenuChoice = { kind: 'pending'; section: OrderMenuSection; tab: PendingTab } | { kind: 'orders'; type: OrderKind };

/** Badges stop at 99 (more reads 99+). */
export const BADGE_MAX = 99;

export const DEFAULT_CHOICE: MenuChoice = { kind: 'orders', type: 'all' };

/** The list filters of a menu choice. */
export function choiceFilters(choice: MenuChoice): { section?: OrderMenuSection; type?: FlightOrderType } {
  if (choice.kind === 'pending') return { section: choice.section, type: choice.tab };
  return choice.type === 'all' ? {} : { type: choice.type };
}

/** The menu choice the current list filters stand for. */
export function choiceOf(section: unknown, type: unknown): MenuChoice {
  const knownType = (ORDER_KINDS as readonly unknown[]).includes(type) ? (type as OrderKind) : 'all';
  if ((ORDER_MENU_SECTIONS as readonly unknown[]).includes(section)) {
    const tab = (PENDING_TABS as readonly unknown[]).includes(type) ? (type as PendingTab) : 'origin';
    return { kind: 'pending', section: section as OrderMenuSection, tab };
  }
  return { kind: 'orders', type: knownType };
}

/** A menu entry's key (antd Menu): `pending:<section>` or `orders:<kind>`. */
export function menuKey(choice: MenuChoice): string {
  return choice.kind === 'pending' ? `pending:${choice.section}` : `orders:${choice.type}`;
}

export function choiceOfKey(key: string): MenuChoice {
  const [group, value] = key.split(':');
  if (group === 'pending') return { kind: 'pending', section: value as OrderMenuSection, tab: 'origin' };
  return { kind: 'orders', type: value as OrderKind };
}

export function sectionStatuses(section: OrderMenuSection): readonly FlightOrderStatus[] {
  return MENU_SECTIONS[section];
}

/** How many orders a pending section holds, from the status counts (GET .../orders/status). */
export function sectionCount(counts: ReadonlyArray<{ status: string; cnt: number }>, section: OrderMenuSection): number {
  const statuses: readonly string[] = MENU_SECTIONS[section];
  return counts.reduce((sum, row) => (statuses.includes(row.status) ? sum + row.cnt : sum), 0);
}
