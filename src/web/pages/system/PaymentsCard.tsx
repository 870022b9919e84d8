// Payment channels over the last day (how many paid, failed, timed out; how long paying took),
// each payment provider's state: configured (test or live money) or not, its last notification and
// last error; and who serves each channel (a provider, the sandbox, or nothing), saying which stay
// on the sandbox until a maintained SDK of their provider exists.
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';

type Channel = SystemStatus['channels'][number];
type Provider = SystemStatus['providers'][number];
type Routing = SystemStatus['routing'][number];

const MODE_COLOR: Record<Routing['mode'], string> = { live: 'green', test: 'blue', sandbox: 'default', off: 'red' };

export function PaymentsCard({ channels, providers, routing }: { channels: Channel[]; providers: Provider[]; routing: Routing[] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const none = { emptyText: <Typography.Text type="secondary">{t('system.none')}</Typography.Text> };
  // The three lists read alike: small, whole, scrolled sideways on a narrow screen.
  const tableProps = { pagination: false, size: 'small', scroll: { x: true }, locale: none } as const;
  return (
    <Card title={t('system.channels')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Table<Channel>
          rowKey="channel"
          dataSource={channels}
          {...tableProps}
          columns={[
            { title: t('system.channel'), dataIndex: 'channel' },
            { title: t('system.started'), dataIndex: 'started', align: 'right' },
            { title: t('system.paid'), dataIndex: 'paid', align: 'right' },
            { title: t('system.failed'), dataIndex: 'failed', align: 'right' },
            { title: t('system.expired'), dataIndex: 'expired', align: 'right' },
            {
              title: t('system.medianAnswer'),
              dataIndex: 'medianAnswerSeconds',
              align: 'right',
              render: (v: number | null) => (v === null ? '–' : t('system.seconds', { value: v })),
            },
            {
              title: t('system.lastFailure'),
              key: 'lastFailure',
              render: (_, row) => (row.lastFailure ? `${row.lastFailure} (${formatDateTime(row.lastFailureAt, dateFormat)})` : ''),
            },
          ]}
        />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('system.providers')}
        </Typography.Title>
        <Table<Provider>
          rowKey="provider"
          dataSource={providers}
          {...tableProps}
          columns={[
            { title: t('system.provider'), dataIndex: 'provider' },
            {
              title: t('system.providerMode'),
              key: 'mode',
              render: (_, row) => (row.mode ? t(`system.mode.${row.mode}`) : t('system.notConfigured')),
            },
            {
              title: t('system.lastNotification'),
              dataIndex: 'lastNotificationAt',
              render: (at: string | null) => formatDateTime(at, dateFormat),
            },
            {
              title: t('system.lastError'),
              key: 'lastError',
              render: (_, row) => (row.lastError ? `${row.lastError} (${formatDateTime(row.lastErrorAt, dateFormat)})` : ''),
            },
          ]}
        />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('system.routing')}
        </Typography.Title>
        {routing.some((r) => r.noSdk) && <Alert type="info" showIcon message={t('system.noSdkNote')} data-testid="routing-no-sdk" />}
        <Table<Routing>
          rowKey="channel"
          dataSource={routing}
          {...tableProps}
          data-testid="channel-routing"
          columns={[
            {
              title: t('system.channel'),
              dataIndex: 'channel',
              render: (code: string) => t(`orders:payment.channels.${code}`, { defaultValue: code }),
            },
            {
              title: t('system.servedBy'),
              key: 'servedBy',
              render: (_, row) => (
                <Space size={4} wrap>
                  <Tag color={MODE_COLOR[row.mode]}>{t(`system.routingModes.${row.mode}`, { provider: row.provider })}</Tag>
                  {row.noSdk && <Typography.Text type="secondary">{t('system.noSdk')}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t('system.lastNotification'),
              dataIndex: 'lastNotificationAt',
              render: (at: string | null) => formatDateTime(at, dateFormat),
            },
            {
              title: t('system.lastError'),
              key: 'lastError',
              render: (_, row) => (row.lastError ? `${row.lastError} (${formatDateTime(row.lastErrorAt, dateFormat)})` : ''),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
