// Everything a console page needs around it in one wrapper, for Storybook (which passes fake services
// and its own router). The app itself puts <RefineRoot> only around console routes.
import type { ReactNode } from 'react';
import { RefineRoot } from './RefineRoot';
import type { ConsoleServices } from './services';
import { SiteProviders } from './SiteProviders';

export function ConsoleProviders({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <SiteProviders services={services}>
      <RefineRoot>{children}</RefineRoot>
    </SiteProviders>
  );
}
