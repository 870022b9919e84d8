// The logged-in console's own code, loaded only when one of its routes is opened: Refine with our
// providers around the console routes, the console frame and the route guard. The router reaches
// these through one dynamic import (src/web/routing/console-parts.ts).
import { Outlet } from 'react-router';
import { RefineRoot } from '@/web/RefineRoot';

export function ConsoleRoot() {
  return (
    <RefineRoot>
      <Outlet />
    </RefineRoot>
  );
}

export { ConsoleLayout } from '@/web/layout/ConsoleLayout';
export { RouteGate } from '@/web/routing/RouteGate';
