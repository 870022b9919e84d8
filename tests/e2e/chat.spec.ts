// Live chat end to end, two people in two browsers: a message harbour.ops writes in the console's
// chat widget appears in admin's chat inbox without a reload, and admin's reply appears in the
// widget the same way (both pages only listen to their event streams).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginInEnglish, test } from './support/fixtures';

const stamp = Date.now().toString(36).slice(-5);

// In English whatever language an earlier spec saved for the user.
const logIn = (page: Page, username: string, landing: string) => loginInEnglish(page, username, landing);

test('a message from harbour.ops reaches admin without a reload, and the reply comes back', async ({ page, browser }) => {
  const question = `Group fares to Osaka? ${stamp}`;
  const answer = `Yes, from ten passengers ${stamp}`;
  await logIn(page, 'harbour.ops', '/flight/booking');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, 'admin', '/desk');
  await staff.goto('/chat-inbox');
  await expect(staff.getByTestId('chat-inbox-table')).toBeVisible();
  await expect(staff.getByTestId('chat-open')).toHaveCount(0);

  await page.getByTestId('chat-open').click();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-messages')).toContainText(question);

  // Staff's page is not reloaded: the inbox stream brings the conversation in.
  const row = staff.getByTestId('chat-inbox-table').locator('tr', { hasText: 'Harbour Travel' });
  await expect(row).toBeVisible();
  await row.click();
  const conversation = staff.getByTestId('chat-conversation');
  await expect(conversation.getByTestId('chat-messages')).toContainText(question);
  await expectAccessible(staff, 'chat inbox with a conversation open');
  await conversation.getByTestId('chat-input').fill(answer);
  await conversation.getByTestId('chat-send').click();
  await expect(conversation.getByTestId('chat-messages')).toContainText(answer);

  // And back to the agency's open widget, through its own stream.
  await expect(page.getByTestId('chat-messages')).toContainText(answer);
  await expectAccessible(page, 'agency chat widget');
  await staffContext.close();
});
