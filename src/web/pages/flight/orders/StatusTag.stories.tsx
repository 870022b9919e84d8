import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLIGHT_ORDER_STATUSES, toneOf, type StatusTone } from '@/domain/flights/flight-order-status';
import { StatusTag } from './StatusTag';

const meta = { title: 'Orders/StatusTag', component: StatusTag, parameters: { layout: 'padded' } } satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToBePaid: Story = { args: { status: 'to_be_paid' } };
export const Issued: Story = { args: { status: 'issued' } };
export const RefundReviewing: Story = { args: { status: 'rfd_reviewing' } };

function ByTone() {
  const { t } = useTranslation('orders');
  return (
    <Space direction="vertical" size="middle">
      {(['primary', 'warning', 'success', 'error', 'info'] as StatusTone[]).map((tone) => (
        <div key={tone}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t(`tone.${tone}`)}
          </Typography.Title>
          <Space wrap>
            {FLIGHT_ORDER_STATUSES.filter((s) => toneOf(s) === tone).map((s) => (
              <StatusTag key={s} status={s} />
            ))}
          </Space>
        </div>
      ))}
    </Space>
  );
}

/** Every order status, grouped by its display tone. */
export const AllTones: Story = { args: { status: 'issued' }, render: () => <ByTone /> };
