// `/flight/orders` (an operator's orders): the orders menu (pending sections with tabs, order kinds)
// with status counts, filters and a list paged on the server. Menu, tabs and filters all live in the URL.
import type { CrudFilter } from '@refinedev/core';
import { Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_ORDER_STATUSES } from '@/domain/flights/flight-order-status';
import type { OrderListRow } from '@/domain/flights/flight-orders';
import { GridEmpty } from '@/web/list/GridEmpty';
import { filterValue } from '@/web/list/list-params';
import { subjectOf } from '@/web/access/subject-of';
import { PageHeading } from '@/web/components/PageHeading';
import type { ListTotalFloor } from '@/web/providers/data-provider';
import { DirectOnlySwitch, ListFilters, ListTable, useDirectOnly, useListPage, useSidewaysScroll, type FilterField } from '@/web/list';
import { useSessionState } from '@/web/services';
import {
  BADGE_MAX,
  choiceFilters,
  choiceOf,
  PENDING_TABS,
  sectionCount,
  sectionStatuses,
  type MenuChoice,
  type PendingTab,
} from './orders/order-menu';
import { OrdersMenu } from './orders/OrdersMenu';
import { scrollingWidth, useOrderColumns } from './orders/useOrderColumns';
import { useStatusCounts } from './orders/useStatusCounts';

/** The least width the orders table needs before it scrolls sideways (its cells wrap down to it). */
const TABLE_MIN_WIDTH = 800;

/** Filters of the list that the menu sets (not the filter row): an empty list under them is not "filtered". */
const MENU_FIELDS: readonly string[] = ['section', 'type', 'directOnly'];

function useOrderFilters(statuses: readonly string[]): FilterField[] {
  const { t } = useTranslation('orders');
  return useMemo(
    () => [
      { kind: 'text', operator: 'eq', name: 'orderId', label: t('filters.orderId'), maxLength: 32, width: 170, testId: 'filter-order' },
      {
        kind: 'text',
        operator: 'eq',
        name: 'bookingNo',
        label: t('filters.bookingNo'),
        maxLength: 64,
        width: 150,
        testId: 'filter-booking',
      },
      { kind: 'text', operator: 'eq', name: 'ticketNo', label: t('filters.ticketNo'), maxLength: 20, width: 150, testId: 'filter-ticket' },
      { kind: 'text', operator: 'eq', name: 'pnr', label: t('filters.pnr'), maxLength: 16, width: 100, testId: 'filter-pnr' },
      {
        kind: 'text',
        operator: 'eq',
        name: 'passenger',
        label: t('filters.passenger'),
        maxLength: 64,
        width: 140,
        testId: 'filter-passenger',
      },
      { kind: 'dateRange', name: 'range', bounds: ['from', 'to'], label: t('filters.dates') },
      {
        kind: 'select',
        name: 'status',
        label: t('filters.status'),
        width: 190,
        testId: 'filter-status',
        options: statuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
    ],
    [t, statuses],
  );
}

export default function FlightOrdersPage() {
  const { t, i18n } = useTranslation('orders');
  const { session } = useSessionState();
  const subject = subjectOf(session);
  const allFields = useOrderFilters(FLIGHT_ORDER_STATUSES);
  const { tableProps, result, filterProps, filters, sorters, setFilters, setCurrentPage } = useListPage<OrderListRow>({
    resource: 'flight-orders',
    filters: allFields,
  });
  const choice = choiceOf(filterValue(filters, 'section'), filterValue(filters, 'type'));
  const ownOnly = useDirectOnly(filters);
  const { directOnly } = ownOnly;
  const counts = useStatusCounts({ directOnly });
  const section = choice.kind === 'pending' ? choice.section : undefined;
  const tabCounts = {
    origin: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'origin', directOnly }, !!section),
    change: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'change', directOnly }, !!section),
    refund: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'refund', directOnly }, !!section),
  };
  // A filter's total is counted only so far ahead (the server says "at least"): shown as "200+".
  const totalAtLeast = (result as ListTotalFloor).totalAtLeast === true;
  const shownPagination = tableProps.pagination;
  const pagination = useMemo(
    () =>
      shownPagination && {
        ...shownPagination,
        showTotal: (total: number) =>
          t(totalAtLeast ? 'list.totalAtLeast' : 'list.total', { count: total, total: total.toLocaleString(i18n.language) }),
      },
    [shownPagination, totalAtLeast, t, i18n.language],
  );
  const sideways = useSidewaysScroll(TABLE_MIN_WIDTH);
  const columns = useOrderColumns(sorters, {
    showAgency: subject.staff || (subject.canCreateSubAgency && !directOnly),
    scrolling: sideways.narrow,
  });

  const choose = (next: MenuChoice) => {
    const wanted = choiceFilters(next);
    const menuFilters: CrudFilter[] = [
      { field: 'section', operator: 'eq', value: wanted.section },
      { field: 'type', operator: 'eq', value: wanted.type },
    ];
    setFilters(menuFilters, 'merge');
    setCurrentPage(1);
  };
  // Inside a pending section the status filter offers that section's statuses only.
  const shownFields = useOrderFilters(section ? sectionStatuses(section) : FLIGHT_ORDER_STATUSES);

  return (
    <>
      <PageHeading
        extra={
          <DirectOnlySwitch
            state={ownOnly}
            onChange={(on) => {
              setFilters([{ field: 'directOnly', operator: 'eq', value: on ? 'true' : undefined }], 'merge');
              setCurrentPage(1);
            }}
          />
        }
      >
        {t('common:routes.flight-orders')}
      </PageHeading>
      {/* The list goes under the menu when there is no room beside it (a phone): no page scrolls sideways. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <Card size="small" style={{ width: 196, flex: 'none' }} styles={{ body: { padding: 4 } }}>
          <OrdersMenu choice={choice} counts={counts} onChoose={choose} />
        </Card>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          {choice.kind === 'pending' && (
            <Tabs
              activeKey={choice.tab}
              onChange={(tab) => choose({ ...choice, tab: tab as PendingTab })}
              items={PENDING_TABS.map((tab) => {
                const count = section ? sectionCount(tabCounts[tab], section) : 0;
                return {
                  key: tab,
                  label: (
                    <span data-testid={`tab-${tab}`}>
                      {t(`tabs.${tab}`)}
                      {count > 0 ? ` (${Math.min(count, BADGE_MAX)}${count > BADGE_MAX ? '+' : ''})` : ''}
                    </span>
                  ),
                };
              })}
            />
          )}
          <ListFilters {...filterProps} fields={shownFields} />
          <div ref={sideways.ref}>
            <ListTable<OrderListRow>
              {...tableProps}
              pagination={pagination}
              rowKey="id"
              columns={columns}
              rowsNearView
              // Cells wrap to the width there is (every column in view from a 1280 px screen up); below
              // the table's least width it scrolls, with its scroll bar kept at the bottom of the window.
              scroll={sideways.narrow ? { x: scrollingWidth(columns) } : undefined}
              sticky={sideways.narrow ? { offsetScroll: 0 } : undefined}
              locale={{
                emptyText: (
                  <GridEmpty filtered={filters.some((f) => 'field' in f && !MENU_FIELDS.includes(f.field) && f.value !== undefined)} />
                ),
              }}
              data-testid="orders-table"
            />
          </div>
        </div>
      </div>
    </>
  );
}
