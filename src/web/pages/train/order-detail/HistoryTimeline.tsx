// The order's history: each status change with who made it and the server's note in the reader's language.
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import { localTime } from '../train-format';

export function HistoryTimeline({ history }: { history: TrainOrderDetail['history'] }) {
  const { t } = useTranslation('trains');
  return (
    <Timeline
      data-testid="train-history"
      items={history.map((e) => ({
        key: e.id,
        children: (
          <div>
            {e.toStatus && e.fromStatus !== e.toStatus && (
              <Typography.Text
                strong
              >{`${e.fromStatus ? `${t(`status.${e.fromStatus}`)} → ` : ''}${t(`status.${e.toStatus}`)}`}</Typography.Text>
            )}{' '}
            <Typography.Text type="secondary">{`${localTime(e.createdAt)} · ${e.userName ?? t(`detail.actors.${e.actor}`)}`}</Typography.Text>
            {e.note && <div>{e.note}</div>}
            {e.remark && (
              <div>
                <Typography.Text type="secondary">{e.remark}</Typography.Text>
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
