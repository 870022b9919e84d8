import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Language } from '../i18n/languages';
import { LanguageSelect } from './LanguageSelect';

function Controlled({ initial }: { initial: Language }) {
  const [value, setValue] = useState<Language>(initial);
  return <LanguageSelect value={value} onChange={setValue} />;
}

const meta = {
  title: 'Preferences/LanguageSelect',
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

export const English: Story = { args: { initial: 'en' } };
export const SimplifiedChinese: Story = { args: { initial: 'zh-cn' } };
export const TraditionalChinese: Story = { args: { initial: 'zh-tw' } };
