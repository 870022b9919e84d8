import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/base/v2/no-such-thing' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 100404, data: null, message: 'The resource was not found.' });
  });

  it('translates validation errors and names the failing fields, in each language', async () => {
    const expected = { en: 'is required', 'zh-cn': '不能为空', 'zh-tw': '不能為空' } as const;
    for (const [lang, phrase] of Object.entries(expected)) {
      const res = await t.call({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { 'accept-language': lang },
        payload: { username: '' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(100400);
      expect(res.body.data).toEqual({
        fields: [
          { field: 'username', message: phrase },
          { field: 'password', message: phrase },
        ],
      });
      expect(res.body.message).toContain(phrase);
    }
  });

  it('reads zh-HK and zh-Hant as traditional Chinese and unknown languages as the site default', async () => {
    const hk = await t.call({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
    expect(hk.body.message).toBe('資源不存在。');
    const fr = await t.call({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'fr-FR' } });
    expect(fr.body.message).toBe('资源不存在。');
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx envelopes, never 5xx', async () => {
    const broken = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(100400);
    const wrongType = await t.call({ method: 'POST', url: '/api/base/v2/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe(100400);
    const huge = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(5_000_000), password: 'y' }),
    });
    expect(huge.status).toBe(413);
    const wrongShape = await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: ['a'], password: 42 } });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.data).toEqual({
      fields: [
        { field: 'username', message: 'has the wrong type' },
        { field: 'password', message: 'has the wrong type' },
      ],
    });
  });

  it('publishes an OpenAPI document with every /api route and serves the browsable docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(doc.json().paths);
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/openapi.json')) {
      const openapiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(paths, `${route.method} ${route.url}`).toContain(openapiPath);
    }
    expect(doc.json().paths['/api/base/v2/login'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('gives site info with the SPEC defaults and a rate map', async () => {
    const res = await t.call<Record<string, unknown>>({ method: 'GET', url: '/api/base/v2/config/getSiteConfig' });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ type: 'client', dateFormat: 'yyyy-MM-dd', defaultCurrency: 'CNY', defaultLanguage: 'zh-cn' });
    expect(res.body.data.currencies).toHaveLength(23);
    expect((res.body.data.rateMap as Record<string, string>).CNY).toBe('1');
    expect((res.body.data.rateMap as Record<string, string>).USD).toMatch(/^0\.\d+$/);
  });
});
