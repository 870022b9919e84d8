// The payment schedule as a timeline: each deposit and the final payment with its amount and
// deadline; paid (when), due (with a countdown and the pay button), overdue, upcoming, forfeited
// (paid, then the group was cancelled) or void.
import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instalment } from '@/domain/groups/schemas';
import { useLedgerFormat } from '../bills/wallet/useLedgerFormat';
import { deadlineText, timeLeft, useNow } from './format';

export interface InstalmentTimelineProps {
  instalments: Instalment[];
  currency: string;
  forfeitedAmount?: number;
  /** Shown on the due instalment when the viewer may pay it. */
  onPay?(seq: number): void;
  paying?: number | null;
  /** A fixed clock (stories); the live clock otherwise. */
  now?: Date;
}

const LOOK: Record<Instalment['state'], { color: string; icon: ReactNode; tag: string }> = {
  paid: { color: 'green', icon: <CheckCircleFilled aria-hidden />, tag: 'success' },
  due: { color: 'blue', icon: <ClockCircleOutlined aria-hidden />, tag: 'processing' },
  overdue: { color: 'red', icon: <ExclamationCircleFilled aria-hidden />, tag: 'error' },
  upcoming: { color: 'gray', icon: <MinusCircleOutlined aria-hidden />, tag: 'default' },
  forfeited: { color: 'orange', icon: <StopOutlined aria-hidden />, tag: 'warning' },
  void: { color: 'gray', icon: <MinusCircleOutlined aria-hidden />, tag: 'default' },
};

export function InstalmentTimeline({
  instalments,
  currency,
  forfeitedAmount = 0,
  onPay,
  paying = null,
  now: fixed,
}: InstalmentTimelineProps) {
  const { t } = useTranslation('groups');
  const money = useLedgerFormat();
  const now = useNow(fixed);
  const deposits = instalments.filter((i) => i.kind === 'deposit').length;
  const label = (i: Instalment) => (i.kind === 'final' ? t('schedule.final') : t('schedule.deposit', { n: i.seq + 1, of: deposits }));

  return (
    <div data-testid="instalment-timeline">
      {forfeitedAmount > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="forfeit-notice"
          message={t('schedule.forfeited', { amount: money.exact({ amount: forfeitedAmount, currency }) })}
        />
      )}
      <Timeline
        items={instalments.map((i) => {
          const look = LOOK[i.state];
          const left = timeLeft(i.dueAt, now);
          return {
            key: i.seq,
            color: look.color,
            dot: look.icon,
            children: (
              <div data-testid={`instalment-${i.seq}`} data-state={i.state}>
                <Space wrap size="small">
                  <Typography.Text strong>{label(i)}</Typography.Text>
                  <Typography.Text>{money.exact({ amount: i.amount, currency })}</Typography.Text>
                  <Tag color={look.tag}>{t(`schedule.state.${i.state}`)}</Tag>
                </Space>
                <div>
                  <Typography.Text type="secondary">
                    {i.paidAt ? t('schedule.paidAt', { at: deadlineText(i.paidAt) }) : t('schedule.dueBy', { at: deadlineText(i.dueAt) })}
                  </Typography.Text>
                </div>
                {i.state === 'due' && (
                  <Space style={{ marginTop: 4 }} wrap>
                    <Typography.Text type="warning" data-testid="countdown">
                      {t('schedule.countdown', left)}
                    </Typography.Text>
                    {onPay && (
                      <Button
                        type="primary"
                        size="small"
                        loading={paying === i.seq}
                        onClick={() => onPay(i.seq)}
                        data-testid={`pay-${i.seq}`}
                      >
                        {t('schedule.pay', { amount: money.exact({ amount: i.amount, currency }) })}
                      </Button>
                    )}
                  </Space>
                )}
                {i.state === 'overdue' && <Typography.Text type="danger">{t('schedule.overdueHelp')}</Typography.Text>}
              </div>
            ),
          };
        })}
      />
    </div>
  );
}
