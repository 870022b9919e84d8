// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_END_CODES } from '@/domain/errors';
import { FAKE_IDENTITIES } from '../testing/fake-identities';
import { createSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttp, type HttpDeps } from './http';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

/** An adapter that records requests and answers like axios' real one (rejecting non-2xx). */
function fakeAdapter(reply: Reply, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

function setup(reply: Reply, overrides: Partial<HttpDeps> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const deps: HttpDeps = {
    getToken: () => 'tok-1',
    getLanguage: () => 'zh-tw',
    translate: (key) => `t:${key}`,
    onSessionEnd: vi.fn(),
    onPendingChange: vi.fn(),
    ...overrides,
  };
  const http = createHttp(deps);
  http.defaults.adapter = fakeAdapter(reply, seen);
  return { http, deps, seen };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('http interceptor', () => {
  it('sends the bearer token and the interface language under /api', async () => {
    const { http, seen } = setup({ status: 200, body: { code: 0, data: null, message: 'ok' } });
    await http.get('/base/v2/me');
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-tw');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, seen } = setup({ status: 200, body: { code: 0, data: 1, message: 'ok' } }, { getToken: () => null });
    await http.get('/base/v2/config/getSiteConfig');
    expect(seen[0]?.headers.get('Authorization')).toBeUndefined();
  });

  it('unwraps the envelope so response.data is the payload', async () => {
    const { http } = setup({ status: 200, body: { code: 0, data: { id: 7, name: 'x' }, message: 'ok' } });
    const response = await http.get('/base/v2/me');
    expect(response.data).toEqual({ id: 7, name: 'x' });
  });

  it("reads a refused download's envelope out of its blob: the server's message, not an unknown error", async () => {
    const body = new Blob([JSON.stringify({ code: 400101, data: null, message: 'The e-ticket is not issued yet' })], {
      type: 'application/json',
    });
    const { http, deps } = setup({ status: 409, body });
    const error = await failure(http.get('/file', { responseType: 'blob' }));
    expect(error.message).toBe('The e-ticket is not issued yet');
    expect(error.code).toBe(400101);
    expect(error.statusCode).toBe(409);
    expect(deps.onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when a download is refused for an ended session', async () => {
    const body = new Blob([JSON.stringify({ code: SESSION_END_CODES[0], data: null, message: 'expired' })]);
    const { http, deps } = setup({ status: 401, body });
    const error = await failure(http.get('/file', { responseType: 'blob' }));
    expect(error.sessionEnded).toBe(true);
    expect(error.message).toBe('t:http.sessionExpired');
    expect(deps.onSessionEnd).toHaveBeenCalledOnce();
  });

  it('says "unknown" for a refused download whose blob holds no envelope', async () => {
    const { http } = setup({ status: 500, body: new Blob(['<html>oops</html>']) });
    const error = await failure(http.get('/file', { responseType: 'blob' }));
    expect(error.message).toBe('t:http.unknown');
  });

  it('passes non-envelope bodies through untouched (downloads)', async () => {
    const { http } = setup({ status: 200, body: 'plain text' });
    expect((await http.get('/file')).data).toBe('plain text');
  });

  it('rejects a non-zero code on HTTP 200 with the server message', async () => {
    const { http } = setup({ status: 200, body: { code: 300001, data: null, message: '用戶名或密碼錯誤' } });
    const error = await failure(http.post('/base/v2/login', {}));
    expect(error.code).toBe(300001);
    expect(error.message).toBe('用戶名或密碼錯誤');
    expect(error.sessionEnded).toBe(false);
  });

  it('carries 400 field messages as Refine form errors', async () => {
    const { http } = setup({
      status: 400,
      body: { code: 100400, data: { fields: [{ field: 'newPassword', message: 'too short' }] }, message: 'invalid' },
    });
    const error = await failure(http.put('/base/v2/me/password', {}));
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual([{ field: 'newPassword', message: 'too short' }]);
    expect(error.errors).toEqual({ newPassword: 'too short' });
  });

  it.each(SESSION_END_CODES)('code %i ends the session and says the login timed out', async (code) => {
    const { http, deps } = setup({ status: 401, body: { code, data: null, message: 'server text' } });
    const error = await failure(http.get('/base/v2/me'));
    expect(deps.onSessionEnd).toHaveBeenCalledTimes(1);
    expect(error.sessionEnded).toBe(true);
    expect(error.message).toBe('t:http.sessionExpired');
  });

  it('a session-end code on HTTP 200 logs out too', async () => {
    const { http, deps } = setup({ status: 200, body: { code: 200006, data: null, message: 'revoked' } });
    await failure(http.get('/base/v2/me'));
    expect(deps.onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('other 401 codes do not log out', async () => {
    const { http, deps } = setup({ status: 401, body: { code: 200001, data: null, message: 'Please log in.' } });
    const error = await failure(http.get('/base/v2/me'));
    expect(deps.onSessionEnd).not.toHaveBeenCalled();
    expect(error.message).toBe('Please log in.');
  });

  it('a network failure gets the network-error message', async () => {
    const { http } = setup('network');
    const error = await failure(http.get('/base/v2/me'));
    expect(error.message).toBe('t:http.network');
    expect(error.statusCode).toBe(0);
  });

  it('HTTP 404 gets the not-found message', async () => {
    const { http } = setup({ status: 404, body: { code: 100404, data: null, message: 'route GET /x not found' } });
    const error = await failure(http.get('/x'));
    expect(error.message).toBe('t:http.notFound');
    expect(error.statusCode).toBe(404);
  });

  it('a 5xx without an envelope gets a generic message', async () => {
    const { http } = setup({ status: 502, body: '<html>bad gateway</html>' });
    expect((await failure(http.get('/x'))).message).toBe('t:http.unknown');
  });

  it('counts pending requests for the loading flag', async () => {
    const { http, deps } = setup({ status: 200, body: { code: 0, data: null, message: 'ok' } });
    await http.get('/a');
    expect(vi.mocked(deps.onPendingChange!).mock.calls.map((c) => c[0])).toEqual([1, 0]);
  });

  it('with the real session store, a session-end code clears the session once', async () => {
    const session = createSessionStore(null);
    session.start(FAKE_IDENTITIES.operator);
    const told = vi.fn();
    const { http } = setup(
      { status: 401, body: { code: 200005, data: null, message: 'expired' } },
      {
        getToken: () => session.token(),
        onSessionEnd: () => {
          if (session.end('expired')) told();
        },
      },
    );
    await Promise.allSettled([http.get('/a'), http.get('/b')]);
    expect(session.getState()).toEqual({ session: null, ended: 'expired' });
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('simple-rest data provider over the http client', () => {
  it('lists with _start/_end/_sort/_order and takes the total from x-total-count', async () => {
    const { http, seen } = setup({
      status: 200,
      body: { code: 0, data: [{ id: 1 }, { id: 2 }], message: 'ok' },
      headers: { 'x-total-count': '42' },
    });
    const provider = createDataProvider(http);
    const result = await provider.getList({
      resource: 'agencies',
      pagination: { currentPage: 2, pageSize: 2 },
      sorters: [{ field: 'name', order: 'asc' }],
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    expect(seen[0]?.url).toBe('/agencies?_end=4&_order=asc&_sort=name&_start=2');
  });

  it('says when the total is a floor (the server stopped counting), and pages on as before', async () => {
    const { http, seen } = setup({
      status: 200,
      body: { code: 0, data: [{ id: 1 }, { id: 2 }], message: 'ok' },
      headers: { 'x-total-count': '1000', 'x-total-count-at-least': 'true' },
    });
    const provider = createDataProvider(http);
    const result = await provider.getList({ resource: 'order/v2/flight/orders', pagination: { currentPage: 50, pageSize: 20 } });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 1000, totalAtLeast: true });
    expect(seen[0]?.url).toBe('/order/v2/flight/orders?_end=1000&_start=980');
  });
});

describe('sending', () => {
  it('sends at once, without waiting on the browser cookie store (no XSRF cookie is used)', async () => {
    // A cookie store whose look-up never answers: a client that consults it never sends.
    const cookieStore = { get: () => new Promise(() => undefined) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      const http = createHttp({ getToken: () => 'tok-1', getLanguage: () => 'en', translate: (key) => key, onSessionEnd: vi.fn() });
      void http.get('/order/v2/flight/orders').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      sent.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});
