// `/partners` (platform staff): partner integrations, each tied to an agency, with the role its
// users get and whether it accepts entries. Staff create and edit them, rotate the secret (shown
// once) and make a signed test link to try an entry.
import { CanAccess } from '@refinedev/core';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerIntegration } from '@/domain/schemas/partners';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { SecretNotice, type Secret } from '@/web/components/SecretNotice';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { useListPage, ListTable } from '@/web/list';
import { PartnerActions, secretOf } from './PartnerActions';
import { PartnerFormModal } from './PartnerFormModal';
import { usePartnerModal } from './usePartnerModal';

export default function PartnersPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const [secret, setSecret] = useState<Secret | null>(null);
  const { tableProps } = useListPage<PartnerIntegration>({ resource: 'partners', filters: [] });
  const createModal = usePartnerModal('create', (issued) => setSecret(secretOf(t, issued)));
  const editModal = usePartnerModal('edit');

  const columns: TableColumnsType<PartnerIntegration> = [
    { key: 'name', dataIndex: 'name', title: t('partners.fields.name') },
    { key: 'agencyName', dataIndex: 'agencyName', title: t('partners.fields.agency') },
    { key: 'keyId', dataIndex: 'keyId', title: t('partners.fields.keyId'), render: (v: string) => <code>{v}</code> },
    { key: 'role', dataIndex: 'role', title: t('partners.fields.role'), render: (r: string) => t(`users.roles.${r}`) },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('partners.fields.enabled'),
      render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('partners.on') : t('partners.off')}</Tag>,
    },
    {
      key: 'embedOrigins',
      dataIndex: 'embedOrigins',
      title: t('partners.fields.embedOrigins'),
      render: (origins: string[]) =>
        origins.length ? (
          <Space size={[4, 4]} wrap>
            {origins.map((o) => (
              <Tag key={o}>{o}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'previousSecretUntil',
      dataIndex: 'previousSecretUntil',
      title: t('partners.fields.previousSecretUntil'),
      render: (v: string | null) => (v ? formatDateTime(v, dateFormat) : '—'),
    },
    {
      key: 'actions',
      title: t('grid.actions'),
      render: (_, integration) => (
        <Space size={4}>
          <CanAccess resource="partners" action="edit">
            <Button size="small" onClick={() => editModal.show(integration.id)} data-testid={`partner-edit-${integration.id}`}>
              {t('common.edit')}
            </Button>
          </CanAccess>
          <PartnerActions integration={integration} onSecret={setSecret} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        extra={
          <CanAccess resource="partners" action="create">
            <Button type="primary" onClick={() => createModal.show()} data-testid="partner-create">
              {t('partners.create')}
            </Button>
          </CanAccess>
        }
      >
        {t('routes.partners')}
      </PageHeading>
      <ListTable<PartnerIntegration>
        {...tableProps}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: <GridEmpty filtered={false} /> }}
        data-testid="partners-table"
      />
      <PartnerFormModal modal={createModal} />
      <PartnerFormModal modal={editModal} />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
