// `/agency-manager`: the agencies the caller administers (platform staff: all; a manager: its own
// sub-agencies), with server-side paging, sort and filters in the URL, Excel export, and drawers to
// create, show, edit and configure one (also in the URL: ?view=show&id=12).
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { App, Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorDigits } from '@/domain/currency';
import type { Agency } from '@/domain/schemas/agencies';
import { showSaveError } from '@/web/admin/apply-errors';
import { ExportButton } from '@/web/admin/ExportButton';
import { FilterBar } from '@/web/admin/FilterBar';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { SecretNotice, type Secret } from '@/web/admin/SecretNotice';
import { useApiAccess } from '@/web/admin/useApiAccess';
import { useDrawerParam } from '@/web/admin/useDrawerParam';
import { AGENCIES, agencyApi } from '@/web/api/agencies';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { CreditLimitAction } from '../bills/agency-actions/CreditLimitAction';
import { TopUpAction } from '../bills/agency-actions/TopUpAction';
import { useServices, useSessionState } from '@/web/services';
import { AgencyDetailDrawer } from './agencies/AgencyDetailDrawer';
import { AgencyFormDrawer } from './agencies/AgencyFormDrawer';
import { AgencySettingsDrawer } from './agencies/AgencySettingsDrawer';
import { DeleteAgencyModal } from './agencies/DeleteAgencyModal';
import { useAgency } from './agencies/useAgency';
import { useAgencyColumns } from './agencies/useAgencyColumns';

interface Filters {
  name?: string;
  alias?: string;
  code?: string;
  status?: string;
  balanceMin?: number | null;
  balanceMax?: number | null;
}

const VIEWS = ['create', 'edit', 'show', 'settings'] as const;

export default function AgencyManagerPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { modal } = App.useApp();
  const canAdmin = useApiAccess('agencies', 'admin');
  // Balance filters are typed in major units of the caller's settlement currency.
  const currency = useSessionState().session?.company.config.commonConfig.settlementCurrency ?? 'CNY';
  const scale = 10 ** minorDigits(currency);
  const [drawer, openDrawer] = useDrawerParam(VIEWS);
  const [agency, reloadAgency] = useAgency(drawer.view && drawer.view !== 'create' ? drawer.id : null, t('http.unknown'));
  const [secret, setSecret] = useState<Secret | null>(null);
  const [deleting, setDeleting] = useState<Agency | null>(null);

  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<Agency, HttpError, Filters>({
    resource: AGENCIES,
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
  // Top-up and credit limit belong to the money area; they show themselves only to those it allows.
  const moneyActions = (a: Agency) => (
    <>
      <TopUpAction agencyId={a.id} agencyName={a.name} onDone={() => refresh()} />
      <CreditLimitAction agencyId={a.id} agencyName={a.name} onDone={() => refresh()} />
    </>
  );
  const refresh = () => {
    void tableQuery.refetch();
    reloadAgency();
  };
  const balanceFilter = (op: 'gte' | 'lte') => {
    const v = filterValue(filters, 'balance', op);
    return v === undefined ? undefined : Number(v) / scale;
  };

  const resetPassword = (a: Agency) =>
    modal.confirm({
      title: t('agencies.resetConfirm', { name: a.name }),
      content: t('users.resetHint'),
      okText: t('users.resetPassword'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const r = await agencyApi.resetSuperUserPassword(http, a.id);
          setSecret({ title: t('users.passwordFor', { name: r.username }), lines: [{ label: t('users.fields.username'), value: r.username }, { label: t('users.newPassword'), value: r.password }] });
        } catch (error) {
          showSaveError(null, error, t('http.unknown'));
        }
      },
    });

  const apiKey = (a: Agency) =>
    modal.confirm({
      title: t('agencies.apiKeyConfirm', { name: a.name }),
      content: a.apiKeyPrefix ? t('agencies.apiKeyReplaces') : undefined,
      okText: t('agencies.generateApiKey'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const r = await agencyApi.apiKey(http, a.id);
          setSecret({ title: t('agencies.apiKeyFor', { name: a.name }), lines: [{ label: t('agencies.fields.apiKey'), value: r.apiKey }] });
          refresh();
        } catch (error) {
          showSaveError(null, error, t('http.unknown'));
        }
      },
    });

  return (
    <>
      <PageHeading
        extra={
          <Space>
            <ExportButton path={`/${AGENCIES}`} filters={filters} sorters={sorters} columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))} filename="agencies" />
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDrawer('create')} data-testid="agency-create">
              {t('agencies.create')}
            </Button>
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
          <Select allowClear style={{ width: 110 }} options={['active', 'inactive'].map((s) => ({ value: s, label: t(`agencies.statuses.${s}`) }))} />
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
      <AgencyFormDrawer
        agency={drawer.view === 'create' ? null : drawer.view === 'edit' ? (agency ?? undefined) : undefined}
        onClose={() => openDrawer(drawer.view === 'edit' && drawer.id ? 'show' : null, drawer.id ?? undefined)}
        onCreated={(created) => {
          openDrawer(null);
          refresh();
          setSecret({
            title: t('agencies.created', { name: created.agency.name }),
            lines: [
              { label: t('agencies.fields.code'), value: created.agency.code },
              { label: t('users.fields.username'), value: created.superUser.username },
              { label: t('users.newPassword'), value: created.superUser.password },
            ],
          });
        }}
        onSaved={() => {
          toast('success', t('grid.saved'));
          openDrawer('show', drawer.id ?? undefined);
          refresh();
        }}
      />
      <AgencyDetailDrawer
        agency={drawer.view === 'show' ? agency : null}
        canAdmin={canAdmin}
        moneyActions={agency ? moneyActions(agency) : null}
        onClose={() => openDrawer(null)}
        onEdit={() => openDrawer('edit', agency!.id)}
        onSettings={() => openDrawer('settings', agency!.id)}
        onResetPassword={() => resetPassword(agency!)}
        onApiKey={() => apiKey(agency!)}
        onDelete={() => setDeleting(agency)}
      />
      <AgencySettingsDrawer agencyId={drawer.view === 'settings' ? drawer.id : null} agencyName={agency?.name ?? ''} onClose={() => openDrawer('show', drawer.id ?? undefined)} />
      <DeleteAgencyModal
        agency={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          openDrawer(null);
          toast('success', t('agencies.delete.done'));
          void tableQuery.refetch();
        }}
      />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
