// The router, derived from the resource declarations. The public site's pages stand alone without
// Refine; every other route sits in the console root (Refine, loaded on first use), bare or in the
// console frame, each non-public page behind its gate. Unknown paths get the not-found page.
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteDef } from '@resources';
import { PageSpinner } from '@/web/components/PageSpinner';
import { ConsoleEntry } from './ConsoleEntry';
import { ConsoleLayout, RouteGate } from './console-parts';
import { CONSOLE_PAGES, NotFoundPage, SITE_PAGES } from './pages';
import { RouteFrame } from './RouteFrame';

function siteRoutes() {
  return ROUTES.filter((r) => SITE_PAGES[r.name]).map((r) => {
    const Page = SITE_PAGES[r.name]!;
    if (!r.public || r.layout !== 'bare') throw new Error(`site page ${r.name} must be public and bare`);
    return (
      <Route
        key={r.name}
        path={r.path}
        element={
          <Loading>
            <Page />
          </Loading>
        }
      />
    );
  });
}

function consoleRoutes(layout: RouteDef['layout']) {
  return ROUTES.filter((r) => r.layout === layout && !SITE_PAGES[r.name]).map((r) => {
    const Page = CONSOLE_PAGES[r.name];
    if (!Page) throw new Error(`no page for route ${r.name}`);
    const page = <Page />;
    return <Route key={r.name} path={r.path} element={r.public ? page : <RouteGate route={r}>{page}</RouteGate>} />;
  });
}

// Each side gets its own boundary (the console's in ConsoleEntry): moving between the site and the
// console (a refused page sent home, a logout) mounts a new one, which shows its spinner at once
// instead of holding the old screen until the other side's code has arrived.
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<RouteFrame />}>
          {siteRoutes()}
          <Route element={<ConsoleEntry />}>
            {consoleRoutes('bare')}
            <Route element={<ConsoleLayout />}>{consoleRoutes('console')}</Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
