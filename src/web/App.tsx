import { BrowserRouter } from 'react-router';
import { ConsoleProviders } from './ConsoleProviders';
import { AppRoutes } from './routing/AppRoutes';
import type { ConsoleServices } from './services';

export function App({ services }: { services: ConsoleServices }) {
  return (
    <BrowserRouter>
      <ConsoleProviders services={services}>
        <AppRoutes />
      </ConsoleProviders>
    </BrowserRouter>
  );
}
