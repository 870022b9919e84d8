// `/applications` (platform staff): partnership applications from the public site, newest first,
// filtered by status, owner, country, date and text, exported to Excel. Each one is worked here
// (status, owner, notes) and converted into an agency through the agency manager's create drawer.
import { CanAccess } from '@refinedev/core';
import { Button, Form, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@/domain/schemas/applications';
import { countryOptions } from '@/web/components/country-options';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { ListExport, ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { ApplicationDetails } from './ApplicationDetails';
import { ApplicationModal, useApplicationModal } from './ApplicationModal';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import { useStaffOptions } from './useStaffOptions';

/** The agency manager opens its create drawer prefilled from this application. */
export const convertPath = (id: number) => `/agency-manager?fromApplication=${id}`;

export default function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const dateFormat = useDateFormat();
  const navigate = useNavigate();
  const modal = useApplicationModal();
  const staff = useStaffOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'q', label: t('applications.filters.text'), maxLength: 128, width: 200, testId: 'filter-text' },
      {
        kind: 'select',
        name: 'status',
        label: t('applications.fields.status'),
        width: 130,
        options: APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applications.statuses.${s}`) })),
        testId: 'filter-status',
      },
      { kind: 'select', name: 'country', label: t('applications.fields.country'), width: 180, options: countryOptions(i18n.language) },
      { kind: 'dateRange', name: 'createdAt', label: t('applications.fields.createdAt') },
    ],
    [t, i18n.language],
  );
  const { tableProps, filterProps, filters, sorters, setFilters } = useListPage<Application>({
    resource: 'applications',
    filters: fields,
    sorters: [{ field: 'createdAt', order: 'desc' }],
  });
  const ownerFilter = filters.find((f) => 'field' in f && f.field === 'ownerId');

  const columns: TableColumnsType<Application> = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('applications.fields.createdAt'),
      sorter: true,
      defaultSortOrder: 'descend',
      width: 170,
      render: (v: string) => formatDateTime(v, dateFormat),
    },
    { key: 'name', dataIndex: 'name', title: t('applications.fields.name') },
    { key: 'companyName', dataIndex: 'companyName', title: t('applications.fields.companyName') },
    { key: 'country', dataIndex: 'country', title: t('applications.fields.country'), sorter: true },
    { key: 'email', dataIndex: 'email', title: t('applications.fields.email') },
    { key: 'phone', dataIndex: 'phone', title: t('applications.fields.phone'), className: 'no-break' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('applications.fields.status'),
      sorter: true,
      render: (s: ApplicationStatus, a) => (
        <Space size={4}>
          <ApplicationStatusTag status={s} />
          {a.suspectedSpam && (
            <Tooltip title={t('applications.suspectedHint')}>
              <Tag color="volcano">{t('applications.suspected')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'ownerName', dataIndex: 'ownerName', title: t('applications.fields.owner') },
  ];

  return (
    <>
      <PageHeading
        extra={
          <ListExport
            resource="applications"
            filters={filters}
            sorters={sorters}
            columns={[
              ...columns.map((c) => ({ key: String(c.key), title: String(c.title) })),
              { key: 'notes', title: t('applications.fields.notes') },
            ]}
            filename="applications"
          />
        }
      >
        {t('routes.applications')}
      </PageHeading>
      <Form layout="inline" style={{ marginBottom: 8 }}>
        {/* The owner picks from the staff (a searchable list), beside the declared filters. */}
        <Form.Item label={t('applications.fields.owner')}>
          <Select
            {...staff}
            allowClear
            showSearch
            style={{ width: 180 }}
            aria-label={t('applications.fields.owner')}
            data-testid="filter-owner"
            value={ownerFilter && 'value' in ownerFilter ? Number(ownerFilter.value) || undefined : undefined}
            onChange={(value) => setFilters([{ field: 'ownerId', operator: 'eq', value: value || undefined }])}
          />
        </Form.Item>
      </Form>
      <ListFilters {...filterProps} />
      <ListTable<Application>
        {...tableProps}
        rowKey="id"
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('grid.actions'),
            fixed: 'right',
            render: (_: unknown, a: Application) => (
              <Space size={4}>
                <CanAccess resource="applications" action="edit">
                  <Button size="small" onClick={() => modal.show(a.id)} data-testid={`application-work-${a.id}`}>
                    {t('applications.workAction')}
                  </Button>
                </CanAccess>
                {a.status !== 'converted' && a.status !== 'closed' && (
                  <CanAccess resource="agency-manager" action="create">
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      onClick={() => navigate(convertPath(a.id))}
                      data-testid={`application-convert-${a.id}`}
                    >
                      {t('applications.convert')}
                    </Button>
                  </CanAccess>
                )}
              </Space>
            ),
          },
        ]}
        expandable={{ expandedRowRender: (a) => <ApplicationDetails application={a} /> }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="applications-table"
      />
      <ApplicationModal modal={modal} />
    </>
  );
}
