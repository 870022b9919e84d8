// All 24 SPEC routes from the shared table: layout 'none' pages stand alone, the rest sit in the
// console layout. Unknown paths get the not-found page.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@/domain/routes';
import { PageSpinner } from '../components/PageSpinner';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { NotFoundPage, PAGES } from './pages';
import { RouteFrame } from './RouteFrame';

function routeElements(layout: 'none' | 'default') {
  return ROUTES.filter((r) => r.layout === layout).map((r) => {
    const Page = PAGES[r.name];
    if (!Page) throw new Error(`no page for route ${r.name}`);
    return <Route key={r.name} path={r.path} element={<Page />} />;
  });
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<RouteFrame />}>
          {routeElements('none')}
          <Route element={<ConsoleLayout />}>{routeElements('default')}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
