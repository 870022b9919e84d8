// Browser entry: start with the right language (user's saved choice, this browser's, the browser's own, the site's),
// then render. Services are created once per page load.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyFocusTokens } from './a11y/focus-tokens';
import { App } from './App';
import { createDefaultServices } from './default-services';
import { i18n, initI18n, SITE_NAMESPACES } from './i18n/i18n';
import { followLanguage } from './i18n/language-effects';
import { LANGUAGE_KEY, navigatorLanguages, readStored, resolveLanguage } from './preferences/resolve';
import { startFirstRead } from './routing/first-read';
import { preloadRoute } from './routing/preload-route';
import { reloadOnStaleChunk } from './routing/reload-on-stale-chunk';
import './styles.css';
import './a11y/a11y.css';

async function start(): Promise<void> {
  reloadOnStaleChunk(window, sessionStorage);
  applyFocusTokens(document.documentElement);
  const services = createDefaultServices();
  const language = resolveLanguage(
    {
      user: services.session.getState().session?.userInfo.config.language,
      stored: readStored(services.storage, LANGUAGE_KEY),
      browser: navigatorLanguages(),
    },
    services.site.getState().info.defaultLanguage,
  );
  followLanguage(i18n);
  // A list address sends its first read before anything else (once the access rules allow the page).
  void startFirstRead(location, services.session.getState().session, services.http, services.loadChecker);
  // A console address starts its code, texts and access rules now, while the site's texts load: in
  // a task of its own, as asking for a hundred chunks (a link element each) doubled this one's length.
  setTimeout(() => preloadRoute(location.pathname, services.session.getState().session, services.loadChecker), 0);
  await initI18n(language, SITE_NAMESPACES); // the console loads its own namespaces
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const app = createRoot(root);
  // The first render is a transition, so React renders it in slices and lets the browser answer
  // input between them: a console page with its code already downloaded would otherwise render
  // the whole console and page in one long task (measured up to half a second on this machine).
  startTransition(() => {
    app.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}

void start();
