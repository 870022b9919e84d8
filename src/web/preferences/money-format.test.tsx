// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { money } from '@/domain/money';
import { i18n, initI18n } from '../i18n/i18n';
import { ServicesProvider } from '../services';
import { createFakeServices, FAKE_SITE } from '../testing/fake-services';
import { FAKE_IDENTITIES } from '../testing/fake-identities';
import { createMoneyFormat } from './money-format';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';
import { useMoneyFormat } from './useMoneyFormat';

beforeAll(async () => {
  await initI18n('en');
});

describe('createMoneyFormat', () => {
  const rates = { CNY: '1', USD: '0.1387', JPY: '21.45' };

  it('converts to the display currency, rounding up, two decimals, grouped', () => {
    // 10,000.00 CNY * 0.1387 = 1,387.00 USD exactly; 0.01 CNY -> 0.001387 USD rounds up to 0.01.
    expect(createMoneyFormat('USD', rates).display(money(1_000_000, 'CNY'))).toBe('USD 1,387.00');
    expect(createMoneyFormat('USD', rates).display(money(1, 'CNY'))).toBe('USD 0.01');
  });

  it('shows a price already in the display currency as charged: the settlement rule, like the rest of the screen', () => {
    expect(createMoneyFormat('CNY', rates).display(money(114_000, 'CNY'))).toBe('CNY 1,140');
    expect(createMoneyFormat('CNY', rates).display(money(114_000, 'CNY'))).toBe(
      createMoneyFormat('CNY', rates).settlement(money(114_000, 'CNY')),
    );
    expect(createMoneyFormat('CNY', rates).display(money(950, 'CNY'))).toBe('CNY 9.50');
  });

  it('shows the charged amount when a rate is missing rather than a wrong conversion', () => {
    expect(createMoneyFormat('EUR', rates).display(money(12_345, 'CNY'))).toBe('CNY 124'); // settlement rule: rounded up, no decimals from 10
  });

  it('settlement prices keep their currency: two decimals below 10, none from 10', () => {
    const format = createMoneyFormat('USD', rates);
    expect(format.settlement(money(999, 'CNY'))).toBe('CNY 9.99');
    expect(format.settlement(money(123_456, 'CNY'))).toBe('CNY 1,235');
  });
});

function wrapperFor(services: ReturnType<typeof createFakeServices>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ServicesProvider services={services}>
        <I18nextProvider i18n={i18n}>
          <PreferencesProvider>{children}</PreferencesProvider>
        </I18nextProvider>
      </ServicesProvider>
    );
  };
}

describe('useMoneyFormat', () => {
  it('formats in the site default currency, then follows the chosen one', async () => {
    const services = createFakeServices();
    await services.site.refreshIfStale();
    const { result } = renderHook(() => ({ format: useMoneyFormat(), prefs: usePreferences() }), {
      wrapper: wrapperFor(services),
    });
    expect(result.current.format.currency).toBe('CNY');
    expect(result.current.format.display(money(100_000, 'CNY'))).toBe('CNY 1,000');

    act(() => result.current.prefs.setCurrency('HKD'));
    expect(result.current.format.currency).toBe('HKD');
    expect(result.current.format.display(money(100_000, 'CNY'))).toBe('HKD 1,079.00');
  });

  it("uses the logged-in user's saved currency and saves a new choice to the profile", async () => {
    const identity = structuredClone(FAKE_IDENTITIES.operator);
    identity.userInfo.config.currency = 'USD';
    const services = createFakeServices({ identity });
    await services.site.refreshIfStale();
    const { result } = renderHook(() => ({ format: useMoneyFormat(), prefs: usePreferences() }), {
      wrapper: wrapperFor(services),
    });
    expect(result.current.format.display(money(1_000_000, 'CNY'))).toBe('USD 1,387.00');

    act(() => result.current.prefs.setCurrency('JPY'));
    await waitFor(() => expect(services.session.getState().session?.userInfo.config.currency).toBe('JPY'));
    expect(result.current.format.display(money(100, 'CNY'))).toBe('JPY 21.45');
  });

  it('ignores a saved currency the site no longer offers', async () => {
    const identity = structuredClone(FAKE_IDENTITIES.finance);
    identity.userInfo.config.currency = 'ZAR';
    const services = createFakeServices({ identity, site: { ...FAKE_SITE, defaultCurrency: 'USD' } });
    await services.site.refreshIfStale();
    const { result } = renderHook(() => useMoneyFormat(), { wrapper: wrapperFor(services) });
    expect(result.current.currency).toBe('USD');
  });
});
