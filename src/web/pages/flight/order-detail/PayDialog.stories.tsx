import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CHANNEL_KINDS, PAYMENT_CHANNELS, type PaymentConfig } from '@/domain/schemas/wallet';
import { PayDialog } from './PayDialog';
import { PAYMENT_DISABLED, payOptions, type AmountDue } from './pay-options';

const config = (available: number): PaymentConfig => ({
  disabled: false,
  channels: PAYMENT_CHANNELS.map((code) => ({ code, kind: CHANNEL_KINDS[code], enabled: true, surcharge: null })),
  wallet: { currency: 'CNY', available },
});
const due: AmountDue = { amount: 231_400, currency: 'CNY', paymentState: 'unpaid', channel: null };

const meta = {
  title: 'Orders/PayDialog',
  component: PayDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, orderNo: 'F2611220001', due, options: payOptions(config(1_250_000), due), onPay: fn(), onCancel: fn() },
} satisfies Meta<typeof PayDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet covers the amount: it is chosen; any gateway channel may be chosen instead. */
export const WalletCovers: Story = {};
/** The wallet cannot cover the amount: said, and only the gateway channels can be chosen. */
export const WalletShort: Story = { args: { options: payOptions(config(120_000), due) } };
/** A Stripe payment was started and left: it can be continued; other ways wait until it times out. */
export const PaymentUnderWay: Story = {
  args: { options: payOptions(config(1_250_000), { ...due, paymentState: 'awaiting', channel: 'stripe' }) },
};
/** The agency's payment is disabled: nothing is offered. */
export const PaymentDisabled: Story = { args: { options: PAYMENT_DISABLED } };
/** The agency's payment options are on their way. */
export const Loading: Story = { args: { options: null } };
export const LoadFailed: Story = { args: { options: null, loadError: 'Network error' } };
/** Starting a gateway payment: the button waits while the browser leaves for the gateway's page. */
export const Leaving: Story = { args: { busy: true, options: payOptions(config(120_000), due) } };
