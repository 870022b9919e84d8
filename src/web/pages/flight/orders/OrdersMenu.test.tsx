// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchI18nLanguage } from '@/web/i18n/i18n';
import { OrdersMenu } from './OrdersMenu';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const menu = (cnt: number) => (
  <I18nextProvider i18n={i18n}>
    <OrdersMenu choice={{ kind: 'orders', type: 'all' }} counts={[{ status: 'to_be_paid', cnt }]} onChoose={() => {}} />
  </I18nextProvider>
);

/** The badge's count as a reader of assistive technology hears it. */
const badgeTitle = () => screen.getByTestId('menu-to_be_paid').querySelector('sup')?.getAttribute('title');

describe('the orders menu badges', { timeout: 30_000 }, () => {
  it('say one order in the singular and more in the plural', async () => {
    await switchI18nLanguage('en');
    const { rerender } = render(menu(1));
    expect(badgeTitle()).toBe('1 order');
    rerender(menu(3));
    expect(badgeTitle()).toBe('3 orders');
  });

  it('count in Chinese with its one form', async () => {
    await switchI18nLanguage('zh-cn');
    render(menu(1));
    expect(badgeTitle()).toBe('1 个订单');
    cleanup();
    await switchI18nLanguage('zh-tw');
    render(menu(2));
    expect(badgeTitle()).toBe('2 個訂單');
  });
});
