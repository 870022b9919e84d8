// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { ActionBar, barActions } from './ActionBar';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('the order action bar', () => {
  it('shows exactly the allowed actions, in a fixed order, downloads apart', () => {
    expect(barActions(['lock', 'download', 'cancel', 'pay'])).toEqual(['pay', 'cancel', 'lock']);
    render(<I18nextProvider i18n={i18n}><ActionBar allowed={['refund', 'change', 'void', 'download']} onAction={() => {}} /></I18nextProvider>);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Change', 'Refund', 'Void']);
  });

  it('reports the clicked action and holds the others while one runs', () => {
    const onAction = vi.fn();
    const { rerender } = render(<I18nextProvider i18n={i18n}><ActionBar allowed={['pay', 'cancel']} onAction={onAction} /></I18nextProvider>);
    fireEvent.click(screen.getByTestId('action-pay'));
    expect(onAction).toHaveBeenCalledWith('pay');
    rerender(<I18nextProvider i18n={i18n}><ActionBar allowed={['pay', 'cancel']} onAction={onAction} busy="pay" /></I18nextProvider>);
    expect(screen.getByTestId('action-cancel')).toHaveProperty('disabled', true);
  });
});
