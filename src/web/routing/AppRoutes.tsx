// The router, derived from the resource declarations: bare pages stand alone, the rest sit in the
// console frame, every non-public page behind its gate. Unknown paths get the not-found page.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteDef } from '@resources';
import { PageSpinner } from '@/web/components/PageSpinner';
import { ConsoleLayout } from '@/web/layout/ConsoleLayout';
import { NotFoundPage, PAGES } from './pages';
import { RouteFrame } from './RouteFrame';
import { RouteGate } from './RouteGate';

function routeElements(layout: RouteDef['layout']) {
  return ROUTES.filter((r) => r.layout === layout).map((r) => {
    const Page = PAGES[r.name];
    if (!Page) throw new Error(`no page for route ${r.name}`);
    const page = <Page />;
    return <Route key={r.name} path={r.path} element={r.public ? page : <RouteGate route={r}>{page}</RouteGate>} />;
  });
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<RouteFrame />}>
          {routeElements('bare')}
          <Route element={<ConsoleLayout />}>{routeElements('console')}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
