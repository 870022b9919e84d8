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
    render(
      <I18nextProvider i18n={i18n}>
        <ChangeList changes={[{ field: 'balance', before: 100_000, after: 223_456, currency: 'CNY' }]} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('listitem').textContent?.replace(/\u00a0/g, ' ')).toBe('Balance: CNY 1,000.00 → CNY 2,234.56');
  });

  it('names fields by their labels and values in words, never raw keys or JSON', async () => {
    const changes = [
      { field: 'general.hidePnrBooking', before: false, after: true },
      { field: 'flight.markups.china.way', before: 'fixed', after: 'percent' },
      { field: 'roles', before: ['operator'], after: ['operator', 'finance'] },
      { field: 'special.theme', before: null, after: { colorPrimary: '#123456' } },
      { field: 'flightLimits.ticketingChannel', before: null, after: 'gds' },
    ];
    const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    render(
      <I18nextProvider i18n={i18n}>
        <ChangeList changes={changes} />
      </I18nextProvider>,
    );
    expect(lines()).toEqual([
      'Hide PNR booking: No → Yes',
      'Markup per flight class · Mainland China · Way: Fixed amount → Percentage',
      'Roles: operator → operator, finance',
      'Theme: (empty) → Main colour: #123456',
      'Ticketing channel: (empty) → gds',
    ]);
    cleanup();
    await initI18n('zh-cn');
    render(
      <I18nextProvider i18n={i18n}>
        <ChangeList changes={changes.slice(0, 2)} />
      </I18nextProvider>,
    );
    for (const line of lines()) expect(line).not.toMatch(/[a-z]{3,}/);
    await initI18n('en');
  });

  it('names actions in the reader language, raw routes included', async () => {
    await initI18n('zh-tw');
    expect(i18n.t(userLogActionLabelKey('wallet.top_up'))).toBe('錢包儲值');
    expect(i18n.t(userLogActionLabelKey('PUT /api/base/v2/me/config/:key'))).toBe('其他操作');
    await initI18n('en');
    expect(i18n.t(userLogActionLabelKey('me.config.dateFormat'))).toBe('Date format changed');
  });
});
