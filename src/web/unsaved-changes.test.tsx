// @vitest-environment jsdom
import { useForm } from '@refinedev/antd';
import { Refine, useWarnAboutChange, type DataProvider } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/web/i18n/i18n';
import { createI18nProvider } from '@/web/providers/i18n-provider';
import { REFINE_OPTIONS } from './refine-options';

beforeAll(async () => {
  await initI18n('en');
  // antd's form grid asks for the screen width; jsdom has no media queries.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved: unknown[] = [];
const data = {
  getApiUrl: () => '',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: { id: 0 } }),
  update: async () => ({ data: { id: 0 } }),
  deleteOne: async () => ({ data: { id: 0 } }),
  create: async ({ variables }: { variables: unknown }) => {
    saved.push(variables);
    return { data: { id: saved.length } };
  },
} as Partial<DataProvider> as DataProvider;

/** A form that empties itself after a save, as the member-card and partnership forms do. */
function NoteForm() {
  const { form, formProps } = useForm<{ id: number }, never, { text: string }>({
    resource: 'notes',
    action: 'create',
    redirect: false,
    successNotification: false,
    onMutationSuccess: () => form.resetFields(),
  });
  return (
    <Form {...formProps}>
      <Form.Item name="text">
        <Input aria-label="text" />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

function Probe() {
  const { warnWhen } = useWarnAboutChange();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="warn">{String(warnWhen)}</output>
      <output data-testid="path">{pathname}</output>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        leave
      </button>
    </>
  );
}

function page() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/notes']}>
        <Refine
          dataProvider={data}
          routerProvider={routerProvider}
          i18nProvider={createI18nProvider(i18n, async () => undefined)}
          resources={[{ name: 'notes' }]}
          options={REFINE_OPTIONS}
        >
          <NoteForm />
          <Probe />
          <UnsavedChangesNotifier />
        </Refine>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the unsaved-changes warning', { timeout: 20_000 }, () => {
  it('asks, in the reader language, before leaving a form with changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    page();
    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'draft' } });
    await waitFor(() => expect(screen.getByTestId('warn').textContent).toBe('true'));
    fireEvent.click(screen.getByText('leave'));
    expect(confirm).toHaveBeenCalledWith(i18n.t('warnWhenUnsavedChanges'));
    expect(i18n.t('warnWhenUnsavedChanges')).not.toBe('warnWhenUnsavedChanges');
    expect(screen.getByTestId('path').textContent).toBe('/notes');
  });

  it('does not ask after a save that empties the form', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    page();
    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'kept' } });
    await waitFor(() => expect(screen.getByTestId('warn').textContent).toBe('true'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect((screen.getByLabelText('text') as HTMLInputElement).value).toBe(''));
    expect(saved).toContainEqual({ text: 'kept' });
    expect(screen.getByTestId('warn').textContent).toBe('false');
    fireEvent.click(screen.getByText('leave'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('path').textContent).toBe('/elsewhere');
  });

  // The one exception: the order action dialog sends a request to act (refund, change, void), not an
  // edit, and opens the new order on success (useOrderActions.tsx says why it cannot ask).
  const REQUEST_DIALOGS = ['pages/flight/order-detail/useOrderActions.tsx'];

  it('is not turned off by any console form that edits something', () => {
    const sources = readdirSync(join(import.meta.dirname), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
    );
    const optingOut = sources.filter((f) => /warnWhenUnsavedChanges:\s*false/.test(readFileSync(join(import.meta.dirname, f), 'utf8')));
    expect(sources.length).toBeGreaterThan(100);
    expect(optingOut).toEqual(REQUEST_DIALOGS);
  });
});
