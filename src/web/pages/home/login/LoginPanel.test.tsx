// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { SITE_NAMESPACES } from '@/web/i18n/namespaces';
import { LoginPanel } from './LoginPanel';
import type { LoginHandlers } from './types';

beforeAll(async () => {
  await initI18n('en', SITE_NAMESPACES); // the public site's texts only, as on the home page
});

function panel(overrides: Partial<LoginHandlers> = {}) {
  const handlers: LoginHandlers = {
    loginWithPassword: vi.fn(async () => undefined),
    sendCode: vi.fn(async () => 60),
    loginWithCode: vi.fn(async () => undefined),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPanel handlers={handlers} />
    </I18nextProvider>,
  );
  return handlers;
}

describe('the login card', { timeout: 30_000 }, () => {
  it('switches between its tabs with the arrow keys, keeping only the chosen tab in the Tab order', () => {
    panel();
    const password = screen.getByRole('tab', { name: 'Password' });
    const code = screen.getByRole('tab', { name: 'E-mail code' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(code.tabIndex).toBe(-1);
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    expect(code.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(code.id);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    fireEvent.keyDown(code, { key: 'Home' });
    expect(password.getAttribute('aria-selected')).toBe('true');
  });

  it('says what is missing, tied to each field, and sends nothing until the fields are filled', async () => {
    const handlers = panel();
    fireEvent.click(screen.getByTestId('login-submit'));
    const username = screen.getByLabelText('Username or e-mail');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your username or e-mail.');
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(handlers.loginWithPassword).not.toHaveBeenCalled();

    fireEvent.change(username, { target: { value: ' harbour.ops ' } });
    expect(username.getAttribute('aria-invalid')).toBeNull(); // corrected: the message goes at once
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() => expect(handlers.loginWithPassword).toHaveBeenCalledWith({ username: 'harbour.ops', password: 'secret' }));
  });

  it('shows the server message when the login fails', async () => {
    panel({ loginWithPassword: async () => Promise.reject(new Error('Invalid username or password.')) });
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'b' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
  });

  it('checks the e-mail before sending a code, and the code has six digits', async () => {
    const handlers = panel();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail code' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mei@' } });
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect(screen.getByText('The e-mail format is incorrect.')).toBeTruthy();
    expect(handlers.sendCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mei@lotus.example' } });
    fireEvent.click(screen.getByTestId('login-send-code'));
    await vi.waitFor(() => expect(handlers.sendCode).toHaveBeenCalledWith('mei@lotus.example'));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    expect(screen.getByText('The code has 6 digits.')).toBeTruthy();
    expect(handlers.loginWithCode).not.toHaveBeenCalled();
  });
});
