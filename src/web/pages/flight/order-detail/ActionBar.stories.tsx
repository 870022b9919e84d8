import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionBar } from './ActionBar';

const meta = { title: 'Orders/ActionBar', component: ActionBar, parameters: { layout: 'padded' }, args: { onAction: fn() } } satisfies Meta<
  typeof ActionBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid booking: pay or cancel it, lock it while working on it. */
export const ToBePaid: Story = { args: { allowed: ['pay', 'cancel', 'lock', 'download'] } };
/** Issued tickets: change, refund, void within the void window. */
export const Issued: Story = { args: { allowed: ['change', 'refund', 'void', 'lock', 'download'] } };
/** A refund quoted by staff waits for the agency to confirm it. */
export const RefundToConfirm: Story = { args: { allowed: ['confirm', 'cancel', 'unlock'] } };
/** Platform staff on a refund in review. */
export const StaffReview: Story = { args: { allowed: ['approve', 'reject', 'unlock'] } };
/** A finished order that can only be removed from the lists. */
export const Closed: Story = { args: { allowed: ['delete'] } };
/** While a payment is under way the other buttons wait. */
export const Paying: Story = { args: { allowed: ['pay', 'cancel', 'lock'], busy: 'pay' } };
