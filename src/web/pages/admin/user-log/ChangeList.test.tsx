// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userLogActionLabelKey } from '@/domain/user-log-actions';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { ChangeList } from './ChangeList';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('a user log line in the console', () => {
  it('shows money changes with their currency, in major units', () => {
    render(<I18nextProvider i18n={i18n}><ChangeList changes={[{ field: 'balance', before: 100_000, after: 223_456, currency: 'CNY' }]} /></I18nextProvider>);
    expect(screen.getByRole('listitem').textContent?.replace(/\u00a0/g, ' ')).toBe('balance: CNY 1,000.00 → CNY 2,234.56');
  });

  it('names actions in the reader language, raw routes included', async () => {
    await initI18n('zh-tw');
    expect(i18n.t(userLogActionLabelKey('wallet.top_up'))).toBe('錢包儲值');
    expect(i18n.t(userLogActionLabelKey('PUT /api/base/v2/me/config/:key'))).toBe('其他操作');
    await initI18n('en');
    expect(i18n.t(userLogActionLabelKey('me.config.dateFormat'))).toBe('Date format changed');
  });
});
