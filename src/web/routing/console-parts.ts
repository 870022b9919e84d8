// The console's parts as lazy components sharing one download (src/web/console/ConsoleRoot.tsx),
// which also brings the console's translation namespaces and the access rules its guards and menu
// ask first. The public site never asks for it.
import { loadAccessChecker } from '@/web/access/checker';
import type { ConsoleLayoutProps } from '@/web/layout/ConsoleLayout';
import { addNamespaces } from '@/web/i18n/i18n';
import { preloadable } from './lazy-page';
import type { RouteGateProps } from './RouteGate';

let loading: Promise<typeof import('@/web/console/ConsoleRoot')> | null = null;

/** Starts (once) the console download; the router calls it as soon as a console address is known. */
export function loadConsole(): Promise<typeof import('@/web/console/ConsoleRoot')> {
  loading ??= Promise.all([import('@/web/console/ConsoleRoot'), addNamespaces(), loadAccessChecker()])
    .then(([parts]) => parts)
    .catch((error: unknown) => {
      loading = null; // a failed chunk download may succeed on the next try
      throw error;
    });
  return loading;
}

export const ConsoleRoot = preloadable<object>(() => loadConsole().then((m) => ({ default: m.ConsoleRoot })));
export const ConsoleLayout = preloadable<ConsoleLayoutProps>(() => loadConsole().then((m) => ({ default: m.ConsoleLayout })));
export const RouteGate = preloadable<RouteGateProps>(() => loadConsole().then((m) => ({ default: m.RouteGate })));

/** Starts (once) the console download so its parts render at once when it has arrived. */
export function preloadConsole(): Promise<unknown> {
  return Promise.all([ConsoleRoot.preload(), ConsoleLayout.preload(), RouteGate.preload()]);
}

/** Starts the console download ahead of need (a visitor about to log in); a failure is retried on use. */
export function warmConsole(): void {
  preloadConsole().catch(() => undefined);
}
