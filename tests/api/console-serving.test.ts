// The server serves the built console: files as they are on disk (a rebuild needs no restart),
// index.html for the console's own routes, and envelopes (never HTML) under /api.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

const dir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await startTestApp({ staticDir: dir });
});
afterAll(() => t?.close());

describe('serving the console', () => {
  it('answers console routes with index.html and assets with their files, including ones built after start', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/flight/orders/42' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).body).toBe('console.log(1)');
    writeFileSync(join(dir, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });

  it('never answers /api with the console page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/base/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 100404 });
    const post = await t.app.inject({ method: 'POST', url: '/flight/orders' });
    expect(post.statusCode).toBe(404);
  });
});
