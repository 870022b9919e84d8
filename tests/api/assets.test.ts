// How the console's files and the API's answers travel: precompressed copies (written by the build's
// own step) sent with the matching Content-Encoding, hashed files cached for a year, index.html
// revalidated on every visit, API answers above ~1 kB compressed, small ones and event streams not.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '@/web/build/precompress-plugin';
import { startTestApp, type TestApp } from './support/harness';

const dir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const page = `<!doctype html><html><head><title>console</title><script type="module" src="/assets/app-3f9a.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
let t: TestApp;
let url = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'assets', 'app-3f9a.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-1b2c.js'), 'export {};\n');
  precompressDir(dir);
  t = await startTestApp({ staticDir: dir });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const get = (path: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the built console', () => {
  it('writes brotli and gzip copies of files above 1 kB only', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-3f9a.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-3f9a.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(dir, 'assets', 'tiny-1b2c.js.gz'))).toThrow();
  });

  it('sends the brotli copy, the gzip copy or the file itself, as the browser accepts', async () => {
    const br = await get('/assets/app-3f9a.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/app-3f9a.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed files for a year and makes them check index.html every time', async () => {
    expect((await get('/assets/app-3f9a.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/tiny-1b2c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/flight/orders/42']) {
      const res = await get(path, 'br, gzip');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), path).toBe(page);
    }
  });
});

describe('after a deploy', () => {
  it('answers 404 for a hashed file that is no longer there, never the console page', async () => {
    const gone = await get('/assets/app-0ld1.js', 'br, gzip');
    expect(gone.statusCode).toBe(404);
    expect(String(gone.headers['content-type'])).not.toMatch(/html/);
    // Addresses of the console's pages still answer the page.
    expect((await get('/flight/orders')).statusCode).toBe(200);
  });

  it('puts the document policy on pages and API answers, and only file protection on hashed files', async () => {
    const file = await get('/assets/app-3f9a.js', 'br');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-frame-options']).toBeUndefined();
    expect(file.headers['strict-transport-security']).toBeUndefined();
    for (const path of ['/', '/api/base/v2/nothing-here']) {
      const answer = await get(path);
      expect(answer.headers['content-security-policy'], path).toMatch(/default-src 'self'/);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe('API answers', () => {
  it('compresses answers above 1 kB and leaves small ones as they are', async () => {
    const big = await get('/api/openapi.json', 'gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('openapi');

    const small = await get('/api/base/v2/nothing-here', 'gzip, br');
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 100404 });
  });

  it('sends event streams uncompressed, as they are written', async () => {
    const start = await t.call<{ conversationId: number; token: string }>({
      method: 'POST',
      url: '/api/base/v2/chat/visitor',
      remoteAddress: '203.0.113.77',
      payload: { name: 'Lea', email: 'lea@example.test', text: 'Hello' },
    });
    expect(start.status).toBe(200);
    const { conversationId, token } = start.body.data;
    const abort = new AbortController();
    const res = await fetch(`${url}/api/base/v2/chat/visitor/${conversationId}/stream?token=${token}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    abort.abort();
  });
});
