import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { RefundForm, type RefundFormProps } from './RefundForm';

function Framed(args: RefundFormProps) {
  const { t } = useTranslation('orders');
  return (
    <Card style={{ maxWidth: 560 }}>
      <RefundForm {...args} formProps={{ id: 'story-refund' }} />
      <Button type="primary" htmlType="submit" form="story-refund">
        {t('dialogs.submit.refund')}
      </Button>
    </Card>
  );
}

const meta = {
  title: 'Orders/RefundForm',
  component: RefundForm,
  parameters: { layout: 'padded' },
  args: {
    onSubmit: fn(),
    passengers: [
      { seq: 0, surname: 'ZHANG', givenNames: 'San' },
      { seq: 1, surname: 'LI', givenNames: 'Si' },
    ],
  },
  render: (args) => <Framed {...args} />,
} satisfies Meta<typeof RefundForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPassengers: Story = {};
export const WithFareRule: Story = {
  args: { policyNote: 'Fare rule: refunds allowed, fee CNY 300. Platform staff will quote the exact amount.' },
};
export const OnePassenger: Story = { args: { passengers: [{ seq: 0, surname: 'TAYLOR', givenNames: 'Jordan' }] } };
