// Payment channels over the last day (how many paid, failed, timed out; how long paying took) and
// each payment provider's last notification and last error.
import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/admin/format-date';
import { useDateFormat } from '@/web/admin/useDateFormat';

type Channel = SystemStatus['channels'][number];
type Provider = SystemStatus['providers'][number];

export function PaymentsCard({ channels, providers }: { channels: Channel[]; providers: Provider[] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const none = { emptyText: <Typography.Text type="secondary">{t('system.none')}</Typography.Text> };
  return (
    <Card title={t('system.channels')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Table<Channel>
          rowKey="channel"
          dataSource={channels}
          pagination={false}
          size="small"
          scroll={{ x: true }}
          locale={none}
          columns={[
            { title: t('system.channel'), dataIndex: 'channel' },
            { title: t('system.started'), dataIndex: 'started', align: 'right' },
            { title: t('system.paid'), dataIndex: 'paid', align: 'right' },
            { title: t('system.failed'), dataIndex: 'failed', align: 'right' },
            { title: t('system.expired'), dataIndex: 'expired', align: 'right' },
            { title: t('system.medianAnswer'), dataIndex: 'medianAnswerSeconds', align: 'right', render: (v: number | null) => (v === null ? '–' : t('system.seconds', { value: v })) },
            { title: t('system.lastFailure'), key: 'lastFailure', render: (_, row) => (row.lastFailure ? `${row.lastFailure} (${formatDateTime(row.lastFailureAt, dateFormat)})` : '') },
          ]}
        />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('system.providers')}</Typography.Title>
        <Table<Provider>
          rowKey="provider"
          dataSource={providers}
          pagination={false}
          size="small"
          scroll={{ x: true }}
          locale={none}
          columns={[
            { title: t('system.provider'), dataIndex: 'provider' },
            { title: t('system.lastNotification'), dataIndex: 'lastNotificationAt', render: (at: string | null) => formatDateTime(at, dateFormat) },
            { title: t('system.lastError'), key: 'lastError', render: (_, row) => (row.lastError ? `${row.lastError} (${formatDateTime(row.lastErrorAt, dateFormat)})` : '') },
          ]}
        />
      </Space>
    </Card>
  );
}
