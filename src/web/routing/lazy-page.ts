// React.lazy with a way to start the download early: the router asks for a page's code as soon as
// the address is known, instead of when the page first renders behind the login and access checks.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk download may succeed on the next try
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
