import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routing/AppRoutes';
import type { ConsoleServices } from './services';
import { SiteProviders } from './SiteProviders';

export function App({ services }: { services: ConsoleServices }) {
  return (
    <BrowserRouter>
      <SiteProviders services={services}>
        <AppRoutes />
      </SiteProviders>
    </BrowserRouter>
  );
}
