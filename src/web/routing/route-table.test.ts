import { describe, expect, it } from 'vitest';
import { ROUTES } from '@resources';
import { PAGES } from './pages';

describe('pages of the declared routes', () => {
  it('binds a page to every declared route and to nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });
});
