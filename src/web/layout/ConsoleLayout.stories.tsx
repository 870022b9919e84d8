// The console frame as each role sees it, logged in with a fake identity and no network: the menu is
// filtered by the real casbin policy.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ConsoleProviders } from '../ConsoleProviders';
import { PlaceholderPage } from '../pages/common/PlaceholderPage';
import { FAKE_IDENTITIES, type FakeRole } from '../testing/fake-identities';
import { createFakeServices } from '../testing/fake-services';
import { ConsoleLayout } from './ConsoleLayout';

function LayoutAs({ role, route, path }: { role: FakeRole; route: string; path: string }) {
  const { i18n } = useTranslation();
  const services = useMemo(() => createFakeServices({ identity: FAKE_IDENTITIES[role], language: i18n.language }), [role, i18n.language]);
  return (
    <MemoryRouter initialEntries={[path]}>
      <ConsoleProviders services={services}>
        <Routes>
          <Route element={<ConsoleLayout expandMenu />}>
            <Route path="*" element={<PlaceholderPage route={route} />} />
          </Route>
        </Routes>
      </ConsoleProviders>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layout/ConsoleLayout',
  component: LayoutAs,
} satisfies Meta<typeof LayoutAs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operator: Story = { args: { role: 'operator', route: 'flight-booking', path: '/flight/booking' } };
export const Finance: Story = { args: { role: 'finance', route: 'bills-statements', path: '/bills/statements' } };
export const SuperUser: Story = { args: { role: 'superUser', route: 'flight-booking', path: '/flight/booking' } };
export const PlatformAdmin: Story = { args: { role: 'platformAdmin', route: 'flight-booking', path: '/flight/booking' } };
export const SubAgency: Story = { args: { role: 'subAgency', route: 'flight-booking', path: '/flight/booking' } };
