import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/domain/routes';
import { MENU_GROUPS, RESOURCES } from '@resources';
import { PAGES } from './pages';

describe('route and menu tables', () => {
  it('every route (24 of SPEC 2 and the staff review queue) has a page, and no page lacks a route', () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(ROUTES).toHaveLength(25);
  });

  it('every menu entry is a route with the same path; every group has entries', () => {
    for (const r of RESOURCES.filter((x) => x.list)) {
      expect(ROUTES.find((route) => route.name === r.name)?.path).toBe(r.list);
      expect(MENU_GROUPS[r.meta.parent ?? '']).toContain(r.name);
    }
    for (const [group, entries] of Object.entries(MENU_GROUPS)) expect({ group, n: entries.length > 0 }).toEqual({ group, n: true });
  });
});
