import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Instalment } from '@/domain/groups/schemas';
import { InstalmentTimeline } from './InstalmentTimeline';
import { StoryFrame } from './StoryFrame';

const NOW = new Date('2026-12-05T10:00:00Z');
const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const schedule = (states: Instalment['state'][]): Instalment[] =>
  states.map((state, seq) => ({
    seq,
    kind: seq === states.length - 1 ? 'final' : 'deposit',
    amount: seq === states.length - 1 ? 300_000 : 200_000,
    dueAt: at(4 + seq * 4),
    paidAt: state === 'paid' || state === 'forfeited' ? at(2 + seq * 4) : null,
    state,
  }));

const meta = {
  title: 'Groups/InstalmentTimeline',
  component: InstalmentTimeline,
  decorators: [
    (Story) => (
      <StoryFrame width={520}>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { currency: 'CNY', now: NOW, onPay: () => {} },
} satisfies Meta<typeof InstalmentTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seats granted: the first deposit is due (countdown and pay button), the rest upcoming. */
export const NonePaid: Story = {
  args: { instalments: schedule(['due', 'upcoming', 'upcoming', 'upcoming']).map((i, n) => ({ ...i, dueAt: at(8 + n * 4) })) },
};
/** The first deposit is paid; the second missed its deadline. */
export const OneOverdue: Story = { args: { instalments: schedule(['paid', 'overdue', 'upcoming', 'upcoming']), onPay: undefined } };
/** Three deposits and the final payment all paid. */
export const AllPaid: Story = { args: { instalments: schedule(['paid', 'paid', 'paid', 'paid']), onPay: undefined } };
/** Cancelled after the first deposit: it is forfeited, the rest will never be due. */
export const CancelledWithForfeitedDeposit: Story = {
  args: { instalments: schedule(['forfeited', 'void', 'void', 'void']), forfeitedAmount: 200_000, onPay: undefined },
};
