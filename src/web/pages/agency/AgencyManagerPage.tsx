// `/agency-manager`: the agencies the caller administers (platform staff: all; a manager: its own
// sub-agencies), with server-side paging, sort and filters in the URL, Excel export, a detail drawer
// in the URL (?view=show&id=12), and create, edit and settings drawers over it.
import { PlusOutlined } from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_STATUSES, type Agency } from '@/domain/schemas/agencies';
import { GridEmpty } from '@/web/list/GridEmpty';
import { SecretNotice, type Secret } from '@/web/components/SecretNotice';
import { useDrawerParam } from '@/web/routing/useDrawerParam';
import { PageHeading } from '@/web/components/PageHeading';
import { CreditLimitAction } from '@/web/pages/bills/agency-actions/CreditLimitAction';
import { TopUpAction } from '@/web/pages/bills/agency-actions/TopUpAction';
import { ListExport, ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { useSessionState } from '@/web/services';
import { AgencyDetailDrawer } from './agencies/AgencyDetailDrawer';
import { AgencyFormDrawer, useAgencyFormDrawer } from './agencies/AgencyFormDrawer';
import { AgencyKeyActions } from './agencies/AgencyKeyActions';
import { AgencySettingsDrawer, settingsIdOf, useAgencySettingsDrawer } from './agencies/AgencySettingsDrawer';
import { DeleteAgencyModal } from './agencies/DeleteAgencyModal';
import { useAgencyColumns } from './agencies/useAgencyColumns';
import { useApplicationConversion } from './agencies/useApplicationConversion';

export default function AgencyManagerPage() {
  const { t } = useTranslation();
  // Balance filters are typed in major units of the caller's settlement currency.
  const currency = useSessionState().session?.company.config.commonConfig.settlementCurrency ?? 'CNY';
  const [drawer, openDrawer] = useDrawerParam(['show'] as const);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [deleting, setDeleting] = useState<Agency | null>(null);
  const [settingsOf, setSettingsOf] = useState('');

  const createDrawer = useAgencyFormDrawer('create', (created) => {
    conversion.onCreated(created.agency.id);
    setSecret({
      title: t('agencies.created', { name: created.agency.name }),
      lines: [
        { label: t('agencies.fields.code'), value: created.agency.code },
        { label: t('users.fields.username'), value: created.superUser.username },
        { label: t('users.newPassword'), value: created.superUser.password },
      ],
    });
  });
  const conversion = useApplicationConversion(createDrawer);
  const editDrawer = useAgencyFormDrawer('edit');
  const settingsDrawer = useAgencySettingsDrawer();

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'name', label: t('agencies.fields.name'), maxLength: 128, testId: 'filter-name' },
      { kind: 'text', name: 'alias', label: t('agencies.fields.alias'), maxLength: 128, width: 120 },
      { kind: 'text', name: 'code', label: t('agencies.fields.code'), maxLength: 32, width: 120 },
      {
        kind: 'select',
        name: 'status',
        label: t('agencies.fields.status'),
        width: 110,
        options: AGENCY_STATUSES.map((s) => ({ value: s, label: t(`agencies.statuses.${s}`) })),
      },
      { kind: 'amountRange', name: 'balance', label: t('agencies.fields.balance'), currency, testId: 'filter-balance' },
    ],
    [t, currency],
  );
  const { tableProps, filterProps, filters, sorters } = useListPage<Agency>({
    resource: 'agency-manager',
    filters: fields,
    sorters: [{ field: 'createdAt', order: 'desc' }],
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

  return (
    <>
      <PageHeading
        extra={
          <Space>
            <ListExport
              resource="agency-manager"
              filters={filters}
              sorters={sorters}
              columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
              filename="agencies"
            />
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
      <ListFilters {...filterProps} />
      <ListTable<Agency>
        {...tableProps}
        rowKey="id"
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('grid.actions'),
            fixed: 'right',
            render: (_: unknown, a: Agency) => <Space size={4}>{moneyActions(a)}</Space>,
          },
        ]}
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
              <Button onClick={() => editDrawer.show(agency.id)} data-testid="agency-edit">
                {t('common.edit')}
              </Button>
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
              <Button danger onClick={() => setDeleting(agency)} data-testid="agency-delete">
                {t('grid.delete')}
              </Button>
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
