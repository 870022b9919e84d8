// @vitest-environment jsdom
import { Refine, type AccessControlProvider, type DataProvider } from '@refinedev/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { ActionBar, barActions } from './ActionBar';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const noData = {} as DataProvider;

/** The bar inside Refine, with a policy that refuses the listed resource actions. */
function framed(bar: ReactNode, refused: readonly string[] = []) {
  const access: AccessControlProvider = { can: async ({ resource, action }) => ({ can: !refused.includes(`${resource}:${action}`) }) };
  return (
    <I18nextProvider i18n={i18n}>
      <Refine
        dataProvider={noData}
        accessControlProvider={access}
        resources={[{ name: 'flight-orders' }, { name: 'order-review' }]}
        options={{ disableTelemetry: true }}
      >
        {bar}
      </Refine>
    </I18nextProvider>
  );
}

const labels = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the order action bar', { timeout: 30_000 }, () => {
  it('shows exactly the allowed actions, in a fixed order, downloads apart', async () => {
    expect(barActions(['lock', 'download', 'cancel', 'pay'])).toEqual(['pay', 'cancel', 'lock']);
    render(framed(<ActionBar allowed={['refund', 'change', 'void', 'download']} onAction={() => {}} />));
    await waitFor(() => expect(labels()).toEqual(['Change', 'Refund', 'Void']));
  });

  it('hides an allowed action the access policy refuses for its declared resource action', async () => {
    render(
      framed(<ActionBar allowed={['approve', 'reject', 'unlock']} onAction={() => {}} />, ['order-review:approve', 'flight-orders:unlock']),
    );
    await waitFor(() => expect(labels()).toEqual(['Reject']));
  });

  it('reports the clicked action and holds the others while one runs', async () => {
    const onAction = vi.fn();
    const { rerender } = render(framed(<ActionBar allowed={['pay', 'cancel']} onAction={onAction} />));
    fireEvent.click(await screen.findByTestId('action-pay'));
    expect(onAction).toHaveBeenCalledWith('pay');
    rerender(framed(<ActionBar allowed={['pay', 'cancel']} onAction={onAction} busy="pay" />));
    await waitFor(() => expect(screen.getByTestId('action-cancel')).toHaveProperty('disabled', true));
  });
});
