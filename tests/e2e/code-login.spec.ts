import { expect, expectAccessible, test } from './support/fixtures';
import { text } from './support/locales';

async function latestCode(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const messages = (await (await fetch(`${process.env.E2E_SINK_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
      text: string;
    }>;
    const match = /(?<!\d)(\d{6})(?!\d)/.exec(messages.at(-1)?.text ?? '');
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${to}`);
}

test('logs in with an e-mailed code through the real SMTP server, with a resend countdown', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-tab-code').click();
  await page.getByTestId('login-email').fill('harbour.finance@tessera.example');
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-countdown')).toContainText(/\d+/);
  await expect(page.getByTestId('login-send-code')).toBeDisabled();
  await expectAccessible(page, 'code login');
  const code = await latestCode('harbour.finance@tessera.example');
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-code-submit').click();
  await expect(page).toHaveURL('/bills/statements');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-cn', 'routes.bills-statements'));
});
