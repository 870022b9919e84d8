// `/agency-manager`: the agencies the caller administers (platform staff: all; a manager: its own
// sub-agencies), with server-side paging, sort and filters in the URL, Excel export, a detail drawer
// in the URL (?view=show&id=12), and create, edit and settings drawers over it.
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { CanAccess, type HttpError } from '@refinedev/core';
import { Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorDigits } from '@/domain/currency';
import { AGENCY_STATUSES, type Agency } from '@/domain/schemas/agencies';
import { FilterBar } from '@/web/admin/FilterBar';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { SecretNotice, type Secret } from '@/web/admin/SecretNotice';
import { useDrawerParam } from '@/web/admin/useDrawerParam';
import { PageHeading } from '@/web/components/PageHeading';
import { CreditLimitAction } from '@/web/pages/bills/agency-actions/CreditLimitAction';
import { TopUpAction } from '@/web/pages/bills/agency-actions/TopUpAction';
import { ListExport } from '@/web/list';
import { useSessionState } from '@/web/services';
import { AgencyDetailDrawer } from './agencies/AgencyDetailDrawer';
import { AgencyFormDrawer, useAgencyFormDrawer } from './agencies/AgencyFormDrawer';
import { AgencyKeyActions } from './agencies/AgencyKeyActions';
import { AgencySettingsDrawer, settingsIdOf, useAgencySettingsDrawer } from './agencies/AgencySettingsDrawer';
import { DeleteAgencyModal } from './agencies/DeleteAgencyModal';
import { useAgencyColumns } from './agencies/useAgencyColumns';

interface Filters {
  name?: string;
  alias?: string;
  code?: string;
  status?: string;
  balanceMin?: number | null;
  balanceMax?: number | null;
}

export default function AgencyManagerPage() {
  const { t } = useTranslation();
  // Balance filters are typed in major units of the caller's settlement currency.
  const currency = useSessionState().session?.company.config.commonConfig.settlementCurrency ?? 'CNY';
  const scale = 10 ** minorDigits(currency);
  const [drawer, openDrawer] = useDrawerParam(['show'] as const);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [deleting, setDeleting] = useState<Agency | null>(null);
  const [settingsOf, setSettingsOf] = useState('');

  const createDrawer = useAgencyFormDrawer('create', (created) =>
    setSecret({
      title: t('agencies.created', { name: created.agency.name }),
      lines: [
        { label: t('agencies.fields.code'), value: created.agency.code },
        { label: t('users.fields.username'), value: created.superUser.username },
        { label: t('users.newPassword'), value: created.superUser.password },
      ],
    }),
  );
  const editDrawer = useAgencyFormDrawer('edit');
  const settingsDrawer = useAgencySettingsDrawer();

  const { tableProps, searchFormProps, filters, sorters } = useTable<Agency, HttpError, Filters>({
    resource: 'agency-manager',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (v) => [
      { field: 'name', operator: 'contains', value: v.name?.trim() || undefined },
      { field: 'alias', operator: 'contains', value: v.alias?.trim() || undefined },
      { field: 'code', operator: 'contains', value: v.code?.trim() || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'balance', operator: 'gte', value: v.balanceMin == null ? undefined : Math.round(v.balanceMin * scale) },
      { field: 'balance', operator: 'lte', value: v.balanceMax == null ? undefined : Math.round(v.balanceMax * scale) },
    ],
  });
  const columns = useAgencyColumns(sorters, (a) => openDrawer('show', a.id));
  // Top-up and credit limit belong to the money area; they show themselves only to those it allows,
  // and read the agencies again when they change a wallet.
  const moneyActions = (a: Agency) => (
    <>
      <TopUpAction agencyId={a.id} agencyName={a.name} />
      <CreditLimitAction agencyId={a.id} agencyName={a.name} />
    </>
  );
  const balanceFilter = (op: 'gte' | 'lte') => {
    const v = filterValue(filters, 'balance', op);
    return v === undefined ? undefined : Number(v) / scale;
  };

  return (
    <>
      <PageHeading
        extra={
          <Space>
            <ListExport resource="agency-manager" filters={filters} sorters={sorters} columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))} filename="agencies" />
            <CanAccess resource="agency-manager" action="create">
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => createDrawer.show()} data-testid="agency-create">
                {t('agencies.create')}
              </Button>
            </CanAccess>
          </Space>
        }
      >
        {t('routes.agency-manager')}
      </PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{
          name: filterValue(filters, 'name', 'contains') as string,
          alias: filterValue(filters, 'alias', 'contains') as string,
          code: filterValue(filters, 'code', 'contains') as string,
          status: filterValue(filters, 'status') as string,
          balanceMin: balanceFilter('gte'),
          balanceMax: balanceFilter('lte'),
        }}
      >
        <Form.Item name="name" label={t('agencies.fields.name')}>
          <Input allowClear maxLength={128} style={{ width: 160 }} data-testid="filter-name" />
        </Form.Item>
        <Form.Item name="alias" label={t('agencies.fields.alias')}>
          <Input allowClear maxLength={128} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="code" label={t('agencies.fields.code')}>
          <Input allowClear maxLength={32} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={t('agencies.fields.status')}>
          <Select allowClear style={{ width: 110 }} options={AGENCY_STATUSES.map((s) => ({ value: s, label: t(`agencies.statuses.${s}`) }))} />
        </Form.Item>
        <Form.Item label={t('agencies.fields.balance')} style={{ marginInlineEnd: 16 }}>
          <Space.Compact>
            <Form.Item name="balanceMin" noStyle>
              <InputNumber placeholder={t('grid.min')} aria-label={`${t('agencies.fields.balance')} ${t('grid.min')}`} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name="balanceMax" noStyle>
              <InputNumber placeholder={t('grid.max')} aria-label={`${t('agencies.fields.balance')} ${t('grid.max')}`} style={{ width: 110 }} addonAfter={currency} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </FilterBar>
      <Table<Agency>
        {...tableProps}
        rowKey="id"
        columns={[...columns, { key: 'actions', title: t('grid.actions'), fixed: 'right', render: (_: unknown, a: Agency) => <Space size={4}>{moneyActions(a)}</Space> }]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="agencies-table"
      />
      <AgencyDetailDrawer
        agencyId={drawer.view === 'show' ? drawer.id : null}
        onClose={() => openDrawer(null)}
        actions={(agency) => (
          <>
            <CanAccess resource="agency-manager" action="edit">
              <Button onClick={() => editDrawer.show(agency.id)} data-testid="agency-edit">{t('common.edit')}</Button>
            </CanAccess>
            <CanAccess resource="agency-manager" action="settings">
              <Button
                onClick={() => {
                  setSettingsOf(agency.name);
                  settingsDrawer.show(settingsIdOf(agency.id));
                }}
                data-testid="agency-settings"
              >
                {t('agencies.settings.open')}
              </Button>
            </CanAccess>
            {moneyActions(agency)}
            <AgencyKeyActions agency={agency} onSecret={setSecret} />
            <CanAccess resource="agency-manager" action="delete">
              <Button danger onClick={() => setDeleting(agency)} data-testid="agency-delete">{t('grid.delete')}</Button>
            </CanAccess>
          </>
        )}
      />
      <AgencyFormDrawer mode="create" drawer={createDrawer} />
      <AgencyFormDrawer mode="edit" drawer={editDrawer} />
      <AgencySettingsDrawer drawer={settingsDrawer} agencyName={settingsOf} />
      <DeleteAgencyModal
        agency={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          openDrawer(null);
        }}
      />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
