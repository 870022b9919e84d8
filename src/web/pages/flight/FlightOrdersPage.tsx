// `/flight/orders` (SPEC 2, operator): the orders menu (pending sections with tabs, order kinds) with
// status counts, filters and a list paged on the server. Menu, tabs and filters all live in the URL.
import { useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Card, DatePicker, Form, Input, Select, Switch, Table, Tabs, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FLIGHT_ORDER_STATUSES } from '@/domain/orders/flight-order-status';
import type { OrderListRow } from '@/domain/schemas/flight-orders';
import { FilterBar } from '@/web/admin/FilterBar';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { ORDERS } from '@/web/api/flight-orders';
import { subjectOf } from '@/web/access/subject-of';
import { PageHeading } from '@/web/components/PageHeading';
import { useSessionState } from '@/web/services';
import { BADGE_MAX, choiceFilters, choiceOf, PENDING_TABS, sectionCount, sectionStatuses, type MenuChoice, type PendingTab } from './orders/order-menu';
import { OrdersMenu } from './orders/OrdersMenu';
import { useOrderColumns } from './orders/useOrderColumns';
import { useStatusCounts } from './orders/useStatusCounts';

interface Filters {
  orderId?: string;
  bookingNo?: string;
  ticketNo?: string;
  pnr?: string;
  passenger?: string;
  range?: [Dayjs, Dayjs] | null;
  status?: string;
}

const text = (value?: string) => value?.trim() || undefined;

export default function FlightOrdersPage() {
  const { t } = useTranslation('orders');
  const { session } = useSessionState();
  const subject = subjectOf(session);
  // "Direct bookings only" (SPEC 6): an agency with sub-agencies sees their orders too and may narrow
  // the list to its own; one set to show only its own orders has it on for good (the server enforces it).
  const forcedOwn = !subject.staff && (session?.company.config.bookingConfig.showOnlyOwnOrders ?? false);
  const canNarrow = !subject.staff && subject.canCreateSubAgency && !forcedOwn;
  const { tableProps, searchFormProps, filters, sorters, setFilters, setCurrentPage } = useTable<OrderListRow, HttpError, Filters>({
    resource: ORDERS,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (v) => [
      { field: 'orderId', operator: 'eq', value: text(v.orderId) },
      { field: 'bookingNo', operator: 'eq', value: text(v.bookingNo) },
      { field: 'ticketNo', operator: 'eq', value: text(v.ticketNo) },
      { field: 'pnr', operator: 'eq', value: text(v.pnr)?.toUpperCase() },
      { field: 'passenger', operator: 'eq', value: text(v.passenger) },
      { field: 'from', operator: 'eq', value: v.range?.[0]?.format('YYYY-MM-DD') },
      { field: 'to', operator: 'eq', value: v.range?.[1]?.format('YYYY-MM-DD') },
      { field: 'status', operator: 'eq', value: v.status || undefined },
    ],
  });
  const choice = choiceOf(filterValue(filters, 'section'), filterValue(filters, 'type'));
  const directOnly = forcedOwn || (canNarrow && String(filterValue(filters, 'directOnly')) === 'true');
  const counts = useStatusCounts({ directOnly });
  const section = choice.kind === 'pending' ? choice.section : undefined;
  const tabCounts = {
    origin: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'origin', directOnly }, !!section),
    change: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'change', directOnly }, !!section),
    refund: useStatusCounts({ status: section ? sectionStatuses(section) : undefined, type: 'refund', directOnly }, !!section),
  };
  const columns = useOrderColumns(sorters, { showAgency: subject.staff || (subject.canCreateSubAgency && !directOnly) });

  const choose = (next: MenuChoice) => {
    const wanted = choiceFilters(next);
    const menuFilters: CrudFilter[] = [
      { field: 'section', operator: 'eq', value: wanted.section },
      { field: 'type', operator: 'eq', value: wanted.type },
    ];
    setFilters(menuFilters, 'merge');
    setCurrentPage(1);
  };
  const from = filterValue(filters, 'from') as string | undefined;
  const to = filterValue(filters, 'to') as string | undefined;

  return (
    <>
      <PageHeading
        extra={(canNarrow || forcedOwn) && (
          <Tooltip title={forcedOwn ? t('list.directOnlyForced') : undefined}>
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Switch checked={directOnly} disabled={forcedOwn} data-testid="direct-only"
                onChange={(on) => { setFilters([{ field: 'directOnly', operator: 'eq', value: on ? 'true' : undefined }], 'merge'); setCurrentPage(1); }} />
              <Typography.Text>{t('list.directOnly')}</Typography.Text>
            </label>
          </Tooltip>
        )}
      >
        {t('common:routes.flight-orders')}
      </PageHeading>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <Card size="small" style={{ width: 220, flex: 'none' }} styles={{ body: { padding: 4 } }}>
          <OrdersMenu choice={choice} counts={counts} onChoose={choose} />
        </Card>
        <div style={{ flex: 1, minWidth: 0 }}>
          {choice.kind === 'pending' && (
            <Tabs
              activeKey={choice.tab}
              onChange={(tab) => choose({ ...choice, tab: tab as PendingTab })}
              items={PENDING_TABS.map((tab) => {
                const count = section ? sectionCount(tabCounts[tab], section) : 0;
                return {
                  key: tab,
                  label: <span data-testid={`tab-${tab}`}>{t(`tabs.${tab}`)}{count > 0 ? ` (${Math.min(count, BADGE_MAX)}${count > BADGE_MAX ? '+' : ''})` : ''}</span>,
                };
              })}
            />
          )}
          <FilterBar<Filters>
            formProps={searchFormProps}
            initialValues={{
              orderId: filterValue(filters, 'orderId') as string,
              bookingNo: filterValue(filters, 'bookingNo') as string,
              ticketNo: filterValue(filters, 'ticketNo') as string,
              pnr: filterValue(filters, 'pnr') as string,
              passenger: filterValue(filters, 'passenger') as string,
              range: from && to ? [dayjs(from), dayjs(to)] : undefined,
              status: filterValue(filters, 'status') as string,
            }}
          >
            <Form.Item name="orderId" label={t('filters.orderId')}>
              <Input maxLength={32} style={{ width: 170 }} allowClear data-testid="filter-order" />
            </Form.Item>
            <Form.Item name="bookingNo" label={t('filters.bookingNo')}>
              <Input maxLength={64} style={{ width: 150 }} allowClear data-testid="filter-booking" />
            </Form.Item>
            <Form.Item name="ticketNo" label={t('filters.ticketNo')}>
              <Input maxLength={20} style={{ width: 150 }} allowClear data-testid="filter-ticket" />
            </Form.Item>
            <Form.Item name="pnr" label={t('filters.pnr')}>
              <Input maxLength={16} style={{ width: 100 }} allowClear data-testid="filter-pnr" />
            </Form.Item>
            <Form.Item name="passenger" label={t('filters.passenger')}>
              <Input maxLength={64} style={{ width: 140 }} allowClear data-testid="filter-passenger" />
            </Form.Item>
            <Form.Item name="range" label={t('filters.dates')}>
              <DatePicker.RangePicker allowEmpty={[false, false]} placeholder={[t('filters.start'), t('filters.end')]} />
            </Form.Item>
            <Form.Item name="status" label={t('filters.status')}>
              <Select allowClear showSearch optionFilterProp="label" style={{ width: 190 }} data-testid="filter-status"
                options={(section ? sectionStatuses(section) : FLIGHT_ORDER_STATUSES).map((s) => ({ value: s, label: t(`status.${s}`) }))} />
            </Form.Item>
          </FilterBar>
          <Table<OrderListRow>
            {...tableProps}
            rowKey="id"
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <GridEmpty filtered={filters.some((f) => 'field' in f && !['section', 'type', 'directOnly'].includes(f.field))} /> }}
            data-testid="orders-table"
          />
        </div>
      </div>
    </>
  );
}
