// Components whose code loads on first use, with a way to start the download early: the router asks
// for a page's code as soon as the address is known, instead of when the page first renders behind
// the login and access checks.
//
// Code that has already arrived renders at once. React.lazy alone would not: its first render always
// suspends (it learns that the download has finished only a tick later), shows the fallback, and
// React then holds the content back for up to 300 ms after that fallback appeared (it batches
// Suspense reveals). With the console root, its frame and the page each lazy, a preloaded console
// page waited for those pauses one after another before it could even ask for its data.
import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };
export type LazyPage = Preloadable<object>;

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed chunk download may succeed on the next try
        throw error;
      },
    ));
  // React.lazy's type loses the page's props; the loaded module is the page of props P.
  const Lazy = lazy(once) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload: once });
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return preloadable(load);
}
