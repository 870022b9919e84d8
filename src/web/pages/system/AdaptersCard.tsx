// Suppliers and payment providers: whether each answers, how fast, and its last error.
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdapterStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { StateTag } from './StateTag';

export function AdaptersCard({ adapters }: { adapters: AdapterStatus[] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const ms = (value: number | null) => (value === null ? '–' : t('system.ms', { value }));
  return (
    <Card title={t('system.suppliers')} extra={<Typography.Text type="secondary">{t('system.suppliersNote')}</Typography.Text>}>
      <Table<AdapterStatus>
        rowKey={(row) => `${row.kind}:${row.name}`}
        dataSource={adapters}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        data-testid="system-suppliers"
        columns={[
          { title: t('system.name'), dataIndex: 'name' },
          { title: t('system.kind'), dataIndex: 'kind', render: (kind: string) => t(`system.kinds.${kind}`) },
          {
            title: t('system.configured'),
            dataIndex: 'configured',
            render: (configured: boolean) => t(configured ? 'system.yes' : 'system.no'),
          },
          {
            title: t('system.state'),
            dataIndex: 'state',
            render: (state: string) => <StateTag state={state} label={t(`system.states.${state}`)} />,
          },
          { title: t('system.calls'), dataIndex: 'calls', align: 'right' },
          { title: t('system.failures'), dataIndex: 'failures', align: 'right' },
          { title: t('system.answerTimes'), key: 'times', render: (_, row) => `${ms(row.p50Ms)} / ${ms(row.p95Ms)}` },
          {
            title: t('system.searches'),
            key: 'searches',
            render: (_, row) => (row.searches ? t('system.searchAnswers', { ...row.searches, p50: ms(row.searches.p50Ms) }) : ''),
          },
          { title: t('system.failingSince'), dataIndex: 'failingSince', render: (at: string | null) => formatDateTime(at, dateFormat) },
          {
            title: t('system.lastError'),
            key: 'lastError',
            render: (_, row) =>
              row.lastError ? `${row.lastError} (${formatDateTime(row.lastErrorAt, dateFormat)})` : (row.searches?.lastError ?? ''),
          },
        ]}
      />
    </Card>
  );
}
