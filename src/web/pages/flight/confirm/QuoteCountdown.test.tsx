// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { QuoteCountdown, secondsUntil } from './QuoteCountdown';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the offer countdown', { timeout: 30_000 }, () => {
  it('counts whole seconds and stops at 0', () => {
    expect(secondsUntil('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:00:00.400Z'))).toBe(59);
    expect(secondsUntil('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:02:00Z'))).toBe(0);
  });

  it('ticks on its own: the page around it (the passenger forms) renders once until the offer runs out, then once more', () => {
    vi.useFakeTimers();
    const start = Date.parse('2026-01-01T00:00:00Z');
    vi.setSystemTime(start);
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      const [expired, setExpired] = useState(false);
      return (
        <>
          <QuoteCountdown validUntil="2026-01-01T00:00:05Z" onExpired={() => setExpired(true)} />
          <button type="submit" disabled={expired}>
            book
          </button>
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('quote-countdown').textContent).toContain('05');
    const before = screen.getByTestId('quote-countdown').textContent;

    const tick = () => act(() => vi.advanceTimersByTime(1000));
    tick();
    tick();
    tick();
    expect(screen.getByTestId('quote-countdown').textContent).toContain('02');
    expect(screen.getByTestId('quote-countdown').textContent).not.toBe(before);
    expect(pageRenders).toBe(1);

    tick();
    tick();
    expect(screen.queryByTestId('quote-countdown')).toBeNull();
    expect(screen.getByText('book').closest('button')!.disabled).toBe(true);
    expect(pageRenders).toBe(2);
  });
});
