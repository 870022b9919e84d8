// Services that never reach the network: an in-memory session (optionally logged in as a fake
// identity), an HTTP client whose adapter answers the few calls the shell makes, and the real casbin
// checker (so menus are filtered exactly as in the app).
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { LoginResult, UserInfo } from '@/domain/schemas/auth';
import type { SiteInfo } from '@/domain/schemas/site';
import { loadAccessChecker } from '../access/checker';
import { LANGUAGE_KEY } from '../preferences/resolve';
import { createHttp } from '../providers/http';
import type { ConsoleServices } from '../services';
import { createSessionStore, type Session } from '../session/session-store';
import { createSiteStore, DEFAULT_SITE } from '../site/site-store';
import { createMemoryStorage } from './memory-storage';

export const FAKE_SITE: SiteInfo = {
  ...DEFAULT_SITE,
  name: 'Tessera Travel Platform',
  chineseName: '泰瑟拉旅行平台',
  chineseShortName: '泰瑟拉',
  currencies: ['CNY', 'USD', 'EUR', 'HKD', 'JPY'],
  rateMap: { CNY: '1', USD: '0.1387', EUR: '0.1291', HKD: '1.0790', JPY: '21.4500' },
};

function answer(config: InternalAxiosRequestConfig, status: number, body: unknown): AxiosResponse {
  return { data: body, status, statusText: String(status), headers: {}, config };
}

/**
 * Answers GET /me and PUT /me/config/{key} from the in-memory session; every other call fails like a
 * network error.
 */
function offlineAdapter(getSession: () => Session | null): AxiosAdapter {
  return async (config) => {
    const session = getSession();
    if (config.method === 'get' && config.url === '/base/v2/me' && session) {
      const { userInfo, company, permissions, websitePrefix } = session;
      return answer(config, 200, { code: 0, data: { userInfo, company, permissions, websitePrefix }, message: 'ok' });
    }
    const match = /\/base\/v2\/me\/config\/(\w+)$/.exec(config.url ?? '');
    const current: UserInfo | undefined = session?.userInfo;
    if (config.method === 'put' && match?.[1] && current) {
      const { value } = JSON.parse(String(config.data)) as { value: unknown };
      const updated = { ...current, config: { ...current.config, [match[1]]: value } };
      return answer(config, 200, { code: 0, data: updated, message: 'ok' });
    }
    throw Object.assign(new Error('offline'), { isAxiosError: true, config, code: 'ERR_NETWORK' });
  };
}

export interface FakeServiceOptions {
  identity?: LoginResult | null;
  site?: SiteInfo;
  /** The language this "browser" remembers (so the site default does not override a story's). */
  language?: string;
}

export function createFakeServices(options: FakeServiceOptions = {}): ConsoleServices {
  const storage = createMemoryStorage(options.language ? { [LANGUAGE_KEY]: options.language } : {});
  const session = createSessionStore(null);
  if (options.identity) session.start(options.identity);
  const http = createHttp({
    getToken: () => session.token(),
    getLanguage: () => 'en',
    translate: (key) => key,
    onSessionEnd: () => session.end('expired'),
  });
  http.defaults.adapter = offlineAdapter(() => session.getState().session);
  const site = createSiteStore(async () => options.site ?? FAKE_SITE, null);
  void site.refreshIfStale();
  return { session, site, http, loadChecker: loadAccessChecker, storage };
}
