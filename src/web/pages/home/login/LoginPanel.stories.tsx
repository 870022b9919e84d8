import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGIN_CODE_RESEND_SECONDS } from '@/domain/schemas/auth';
import { LoginPanel } from './LoginPanel';
import type { LoginHandlers } from './types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Offline handlers: the demo password works, anything else fails with the server's wording. */
const handlers: LoginHandlers = {
  async loginWithPassword({ password }) {
    await wait(400);
    if (password !== 'Tessera#2026') throw new Error('Invalid username or password.');
  },
  async sendCode() {
    await wait(300);
    return LOGIN_CODE_RESEND_SECONDS;
  },
  async loginWithCode({ code }) {
    await wait(400);
    if (code !== '123456') throw new Error('The verification code is wrong or has expired.');
  },
};

const meta = {
  title: 'Login/LoginPanel',
  component: LoginPanel,
  args: { handlers },
  decorators: [
    (Story) => (
      // The public site's look (site.css) applies inside .site.
      <div className="site" style={{ padding: 32, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordMode: Story = {};

export const CodeMode: Story = { args: { initialTab: 'code' } };

export const PasswordError: Story = { args: { initialError: 'Invalid username or password.' } };

export const CodeError: Story = {
  args: { initialTab: 'code', initialError: 'A code was sent recently. You can ask for a new one in 42 s.' },
};

export const CountdownRunning: Story = { args: { initialTab: 'code', initialCountdown: LOGIN_CODE_RESEND_SECONDS } };
