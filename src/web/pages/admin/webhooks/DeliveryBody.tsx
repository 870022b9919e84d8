// The JSON a delivery sends, exactly as it is signed, read when its row is opened.
import { useOne } from '@refinedev/core';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryDetail } from '@/domain/schemas/webhook-deliveries';

export function DeliveryBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const { result, query } = useOne<WebhookDeliveryDetail>({ resource: 'webhook-deliveries', id });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>{t('webhookDeliveries.body')}</figcaption>
      <pre
        data-testid={`delivery-body-${id}`}
        tabIndex={0}
        style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}
      >
        {JSON.stringify(result?.body ?? {}, null, 2)}
      </pre>
    </figure>
  );
}
