// `/sites` (platform staff): the white-label sites, each with the host names it serves; the default
// site serves every other host. Staff create and edit them and upload their images.
import { CanAccess } from '@refinedev/core';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Site } from '@/domain/schemas/sites';
import { GridEmpty } from '@/web/list/GridEmpty';
import { PageHeading } from '@/web/components/PageHeading';
import { useListPage, ListTable } from '@/web/list';
import { SiteFormDrawer } from './SiteFormDrawer';
import { useSiteDrawer } from './useSiteDrawer';

export default function SitesPage() {
  const { t } = useTranslation();
  const { tableProps } = useListPage<Site>({ resource: 'sites', filters: [] });
  const createDrawer = useSiteDrawer('create');
  const editDrawer = useSiteDrawer('edit');
  const editing = (tableProps.dataSource ?? []).find((s) => s.id === Number(editDrawer.id));

  const columns: TableColumnsType<Site> = [
    {
      key: 'logo',
      title: t('sites.fields.logo'),
      render: (_, site) =>
        site.logo ? (
          <img
            src={site.logo}
            alt=""
            style={{ height: 28, maxWidth: 80, objectFit: 'contain', background: '#fff', borderRadius: 4, padding: 2 }}
          />
        ) : (
          '—'
        ),
    },
    { key: 'name', dataIndex: 'name', title: t('sites.fields.name') },
    { key: 'shortName', title: t('sites.fields.shortNames'), render: (_, s) => `${s.shortName} / ${s.chineseShortName}` },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('sites.fields.type'),
      render: (type: string) => t(`sites.types.${type}`, { defaultValue: type }),
    },
    {
      key: 'domains',
      title: t('sites.fields.domains'),
      render: (_, s) => (s.isDefault ? <Tag color="gold">{t('sites.default')}</Tag> : null) ?? s.domains.map((d) => <Tag key={d}>{d}</Tag>),
    },
    { key: 'defaultLanguage', title: t('sites.fields.defaultLanguage'), render: (_, s) => `${s.defaultLanguage} · ${s.defaultCurrency}` },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('sites.fields.enabled'),
      render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('sites.on') : t('sites.off')}</Tag>,
    },
    {
      key: 'actions',
      title: t('grid.actions'),
      render: (_, site) => (
        <CanAccess resource="sites" action="edit">
          <Button size="small" onClick={() => editDrawer.show(site.id)} data-testid={`site-edit-${site.id}`}>
            {t('common.edit')}
          </Button>
        </CanAccess>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        extra={
          <CanAccess resource="sites" action="create">
            <Button type="primary" onClick={() => createDrawer.show()} data-testid="site-create">
              {t('sites.create')}
            </Button>
          </CanAccess>
        }
      >
        {t('routes.sites')}
      </PageHeading>
      <ListTable<Site>
        {...tableProps}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: <GridEmpty filtered={false} /> }}
        data-testid="sites-table"
      />
      <SiteFormDrawer drawer={createDrawer} mode="create" />
      <SiteFormDrawer drawer={editDrawer} mode="edit" site={editing} />
    </>
  );
}
