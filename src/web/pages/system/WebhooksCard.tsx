// Agencies whose webhook deliveries fail (given up) or are being retried, with the last error.
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';

type Row = SystemStatus['webhooks'][number];

export function WebhooksCard({ webhooks }: { webhooks: Row[] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  return (
    <Card title={t('system.webhooks')}>
      <Table<Row>
        rowKey="agencyId"
        dataSource={webhooks}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('system.nothing')}</Typography.Text> }}
        data-testid="system-webhooks"
        columns={[
          { title: t('system.agency'), dataIndex: 'agencyName' },
          { title: t('system.failed'), dataIndex: 'failed', align: 'right' },
          { title: t('system.retrying'), dataIndex: 'retrying', align: 'right' },
          { title: t('system.lastError'), dataIndex: 'lastError' },
          { title: t('system.lastAttempt'), dataIndex: 'lastAttemptAt', render: (at: string) => formatDateTime(at, dateFormat) },
        ]}
      />
    </Card>
  );
}
