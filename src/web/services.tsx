// The app's long-lived objects, handed down by context so Storybook and tests can supply fakes
// (an in-memory session with a fake identity, an HTTP client that never reaches the network).
import type { AxiosInstance } from 'axios';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AccessChecker } from '../domain/access/enforcer';
import type { SiteInfo } from '../domain/schemas/site';
import type { SessionState, SessionStore } from './session/session-store';
import type { SiteStore } from './site/site-store';

export interface ConsoleServices {
  session: SessionStore;
  site: SiteStore;
  http: AxiosInstance;
  loadChecker(): Promise<AccessChecker>;
  /** Where language and currency choices are remembered between visits. */
  storage: Storage | null;
  /** The console runs inside a partner's page (a frame, or a partner link with embed=1): compact, no site chrome. */
  embedded?: boolean;
}

const ServicesContext = createContext<ConsoleServices | null>(null);

export function ServicesProvider({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}

export function useSessionState(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}

export function useEmbedded(): boolean {
  return useServices().embedded ?? false;
}

export function useSiteInfo(): SiteInfo {
  const { site } = useServices();
  return useSyncExternalStore(site.subscribe, site.getState).info;
}
