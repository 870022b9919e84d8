// Job queues (depth, oldest waiting job against its alert limit, dead letters) and the dead letters
// themselves, each with a button that sends it back to its queue.
import { useCan } from '@refinedev/core';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StuckJob } from '@/domain/schemas/jobs';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useResourceAction } from '@/web/data/useResourceAction';

type Queue = SystemStatus['queues'][number];

export function QueuesCard({ queues, deadLetters }: { queues: Queue[]; deadLetters: StuckJob[] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const canRerun = useCan({ resource: 'system', action: 'rerun' }).data?.can ?? false;
  const { run, pending } = useResourceAction('system');
  const rerun = (job: StuckJob) => run({ path: ['dead-letters', job.id, 'rerun'], success: t('system.rerunDone') });
  const seconds = (value: number | null) => (value === null ? '–' : t('system.seconds', { value }));
  return (
    <Card title={t('system.queues')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Table<Queue>
          rowKey="queue"
          dataSource={queues}
          pagination={false}
          size="small"
          scroll={{ x: true }}
          data-testid="system-queues"
          columns={[
            { title: t('system.queue'), dataIndex: 'queue' },
            { title: t('system.depth'), dataIndex: 'depth', align: 'right' },
            { title: t('system.active'), dataIndex: 'active', align: 'right' },
            { title: t('system.retrying'), dataIndex: 'retrying', align: 'right' },
            {
              title: t('system.oldest'),
              dataIndex: 'oldestSeconds',
              align: 'right',
              render: (value: number | null, row) => (
                <Typography.Text type={value !== null && value > row.limitSeconds ? 'danger' : undefined}>{seconds(value)}</Typography.Text>
              ),
            },
            { title: t('system.limit'), dataIndex: 'limitSeconds', align: 'right', render: (value: number) => seconds(value) },
            { title: t('system.deadLetters'), dataIndex: 'deadLetters', align: 'right' },
          ]}
        />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('system.deadLetterJobs')}
        </Typography.Title>
        <Table<StuckJob>
          rowKey="id"
          dataSource={deadLetters}
          pagination={false}
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('system.none')}</Typography.Text> }}
          data-testid="system-dead-letters"
          columns={[
            { title: t('system.queue'), dataIndex: 'queue' },
            { title: t('system.error'), dataIndex: 'error' },
            { title: t('system.tries'), key: 'tries', align: 'right', render: (_, job) => job.retryCount + 1 },
            { title: t('system.created'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at, dateFormat) },
            {
              title: '',
              key: 'rerun',
              render: (_, job) =>
                canRerun && (
                  <Button size="small" onClick={() => rerun(job)} loading={pending === `dead-letters/${job.id}/rerun`}>
                    {t('system.rerun')}
                  </Button>
                ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
