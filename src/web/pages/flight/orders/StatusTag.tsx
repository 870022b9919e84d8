// A flight order's status as a coloured tag in its display tone, labelled in the reader's language.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toneOf, type FlightOrderStatus, type StatusTone } from '@/domain/flights/flight-order-status';

/** antd's preset tag colours for each tone ("primary" is the accent, "info" stays neutral). */
export const TONE_COLORS: Record<StatusTone, string> = {
  success: 'success',
  warning: 'warning',
  primary: 'processing',
  error: 'error',
  info: 'default',
};

export function StatusTag({ status }: { status: FlightOrderStatus }) {
  const { t } = useTranslation('orders');
  const tone = toneOf(status);
  return (
    <Tag
      color={TONE_COLORS[tone]}
      data-testid="order-status"
      data-tone={tone}
      data-status={status}
      style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
