// `/system`: platform staff's view of what the platform depends on and what is failing: open alerts,
// suppliers and payment channels, job queues with their dead letters, webhooks failing per agency,
// the nightly ledger check and the last backup. One Refine read of the `system` resource, refreshed
// every half minute while the page is open.
import { useOne } from '@refinedev/core';
import { Button, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { SINGLETON_ID } from '@/web/providers/data-provider';
import { AlertsBanner } from './AlertsBanner';
import { AdaptersCard } from './AdaptersCard';
import { ChecksCard } from './ChecksCard';
import { PaymentsCard } from './PaymentsCard';
import { QueuesCard } from './QueuesCard';
import { WebhooksCard } from './WebhooksCard';

const REFRESH_MS = 30_000;

export default function SystemPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const { result, query } = useOne<SystemStatus>({
    resource: 'system',
    id: SINGLETON_ID,
    meta: { singleton: true },
    queryOptions: { refetchInterval: REFRESH_MS },
  });
  const status = result as SystemStatus | undefined;
  return (
    <>
      <PageHeading
        extra={
          <span>
            {query.dataUpdatedAt > 0 && (
              <Typography.Text type="secondary" style={{ marginRight: 12 }}>
                {t('system.refreshed', { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString(), dateFormat) })}
              </Typography.Text>
            )}
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('system.refresh')}
            </Button>
          </span>
        }
      >
        {t('routes.system')}
      </PageHeading>
      {!status ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <AlertsBanner alerts={status.alerts} />
          </Col>
          <Col span={24}>
            <AdaptersCard adapters={status.suppliers} />
          </Col>
          <Col span={24}>
            <QueuesCard queues={status.queues} deadLetters={status.deadLetters} />
          </Col>
          <Col xs={24} xl={12}>
            <PaymentsCard channels={status.channels} providers={status.providers} routing={status.routing} />
          </Col>
          <Col xs={24} xl={12}>
            <WebhooksCard webhooks={status.webhooks} />
          </Col>
          <Col span={24}>
            <ChecksCard ledger={status.ledgerCheck} backup={status.backup} />
          </Col>
        </Row>
      )}
    </>
  );
}
