// Every change of an order, newest first: what happened (status from -> to, lock, notification,
// disruption), who did it (a user, or the supplier / a timer) and when.
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryEvent } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { StatusTag } from '../orders/StatusTag';

const COLORS: Record<OrderHistoryEvent['kind'], string> = {
  transition: 'blue',
  lock: 'orange',
  unlock: 'green',
  notification: 'gray',
  disruption: 'red',
  note: 'gray',
};

export function HistoryCard({ history }: { history: readonly OrderHistoryEvent[] }) {
  const { t } = useTranslation('orders');
  const dateFormat = useDateFormat();
  const events = [...history].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  return (
    <Card size="small" title={t('detail.history')} style={{ marginBottom: 16 }} data-testid="order-history">
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={events.map((e) => ({
            key: e.id,
            color: COLORS[e.kind],
            children: (
              <div data-testid="history-event" data-kind={e.kind}>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
                  {e.kind === 'transition' && e.toStatus ? (
                    <>
                      {e.fromStatus ? <StatusTag status={e.fromStatus} /> : <Typography.Text>{t('history.created')}</Typography.Text>}
                      <span aria-hidden>→</span>
                      <span className="visually-hidden">{t('history.to')}</span>
                      <StatusTag status={e.toStatus} />
                    </>
                  ) : (
                    <Typography.Text strong>{t(`history.kinds.${e.kind}`)}</Typography.Text>
                  )}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(e.createdAt, dateFormat)} ·{' '}
                  <span data-testid="history-actor">{e.userName ?? t(`history.actors.${e.actor}`)}</span>
                </Typography.Text>
                {e.note && (
                  <div data-testid="history-note">
                    <Typography.Text style={{ fontSize: 13 }}>{e.note}</Typography.Text>
                  </div>
                )}
                {e.remark && (
                  <div data-testid="history-remark">
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {t('history.remark')}:{' '}
                    </Typography.Text>
                    <Typography.Text style={{ fontSize: 13 }}>{e.remark}</Typography.Text>
                  </div>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
