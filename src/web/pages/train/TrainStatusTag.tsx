// A train order's status in its tone (the server's `tone`, as the flight orders draw theirs).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainOrderListRow } from '@/domain/trains/schemas';

const COLORS: Record<TrainOrderListRow['tone'], string | undefined> = {
  success: 'green',
  warning: 'orange',
  primary: 'blue',
  error: 'red',
  info: undefined,
};

export function TrainStatusTag({ status, tone }: Pick<TrainOrderListRow, 'status' | 'tone'>) {
  const { t } = useTranslation('trains');
  return (
    <Tag color={COLORS[tone]} data-testid="train-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
