import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CURRENCIES } from '@/domain/currency';
import { CurrencySelect } from './CurrencySelect';

function Controlled({ initial, currencies }: { initial: string; currencies: readonly string[] }) {
  const [value, setValue] = useState(initial);
  return <CurrencySelect value={value} currencies={currencies} onChange={setValue} />;
}

const meta = {
  title: 'Preferences/CurrencySelect',
  component: Controlled,
  decorators: [
    (Story) => (
      <div style={{ padding: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every currency SPEC 3 lists. */
export const AllCurrencies: Story = { args: { initial: 'CNY', currencies: CURRENCIES } };
export const FewCurrencies: Story = { args: { initial: 'HKD', currencies: ['CNY', 'HKD', 'USD'] } };
