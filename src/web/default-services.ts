// The real wiring used by the browser app: one session store, one HTTP client, one site store and
// one (lazy) casbin checker for the whole page load.
import { fetchSiteInfo } from './api/site';
import { loadAccessChecker } from './access/checker';
import { browserEmbedding } from './embed/embedding';
import { setPendingRequests } from './feedback/loading-store';
import { toast } from './feedback/toast';
import { i18n } from './i18n/i18n';
import { createHttp } from './providers/http';
import type { ConsoleServices } from './services';
import { createSessionStore } from './session/session-store';
import { createSiteStore } from './site/site-store';

function browserStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function createDefaultServices(): ConsoleServices {
  const storage = browserStorage();
  const session = createSessionStore(storage);
  const http = createHttp({
    getToken: () => session.token(),
    getLanguage: () => i18n.language,
    translate: (key) => i18n.t(key),
    onSessionEnd: () => {
      // Several requests may fail together: only the first one ends the session and says so.
      if (session.end('expired')) toast('error', i18n.t('http.sessionExpired'));
    },
    onPendingChange: setPendingRequests,
  });
  const site = createSiteStore(() => fetchSiteInfo(http), storage);
  return { session, site, http, loadChecker: loadAccessChecker, storage, embedded: browserEmbedding() };
}
