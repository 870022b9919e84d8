import { describe, expect, it } from 'vitest';
import { frameOriginOf, frameOriginsOf, originAllowed } from './frame-origins';

describe('frame origins', () => {
  it('normalise case, default ports and a trailing slash', () => {
    expect(frameOriginOf(' HTTPS://Mall.Example.COM:443/ ')).toBe('https://mall.example.com');
    expect(frameOriginOf('http://localhost:80')).toBe('http://localhost');
    expect(frameOriginOf('http://localhost:08080')).toBe('http://localhost:8080');
    expect(frameOriginOf('https://*.Shops.example')).toBe('https://*.shops.example');
    expect(frameOriginsOf(['https://a.example', 'https://A.example/', 'https://b.example'])).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('refuse paths, other schemes, bare wildcards and anything that could end the directive', () => {
    for (const bad of [
      'a.example',
      'https://a.example/x',
      'wss://a.example',
      'https://*.com',
      'https://*.10.0.0.1',
      '*',
      "'self'",
      'https://a.example b.example',
      'https://a.example;x',
      'https://-a.example',
      'https://a.example:0',
      'https://[::1]',
    ]) {
      expect([bad, frameOriginOf(bad)]).toEqual([bad, null]);
    }
    expect(frameOriginsOf(['https://a.example', 'nope'])).toBeNull();
  });

  it('match a page origin the way frame-ancestors does', () => {
    const allowed = ['https://mall.example', 'https://*.shops.example', 'http://legacy.example', 'http://localhost:8080'];
    expect(originAllowed('https://mall.example', allowed)).toBe(true);
    expect(originAllowed('https://mall.example:8443', allowed)).toBe(false);
    expect(originAllowed('http://mall.example', allowed)).toBe(false);
    expect(originAllowed('https://a.shops.example', allowed)).toBe(true);
    expect(originAllowed('https://a.b.shops.example', allowed)).toBe(true);
    expect(originAllowed('https://shops.example', allowed)).toBe(false);
    expect(originAllowed('https://evilshops.example', allowed)).toBe(false);
    expect(originAllowed('https://legacy.example', allowed)).toBe(true);
    expect(originAllowed('http://localhost:8080', allowed)).toBe(true);
    expect(originAllowed('null', allowed)).toBe(false);
    expect(originAllowed('https://mall.example.evil.example', allowed)).toBe(false);
  });
});
