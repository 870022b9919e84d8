import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceInput } from './define';
import { RESOURCES, ROUTES } from './index';

describe('resource declarations', () => {
  it('refuses a resource declared without the access its pages need', () => {
    const withoutAccess = { name: 'ghost', pages: { list: '/ghost' }, labelKey: 'routes.ghost' } as unknown as ResourceInput;
    expect(() => defineResource(withoutAccess)).toThrow(/access/);
  });

  it('refuses an API binding without the casbin object guarding it', () => {
    const unguarded = {
      name: 'ghost',
      api: { path: 'base/v2/ghosts' },
      access: { pages: 'casbin' },
      labelKey: 'x',
    } as unknown as ResourceInput;
    expect(() => defineResource(unguarded)).toThrow(/casbin object/);
  });

  it('refuses a list read on a resource without an API binding or a list page', () => {
    const list = { sorters: [{ field: 'createdAt', order: 'desc' as const }] };
    expect(() => defineResource({ name: 'ghost', pages: { list: '/ghost' }, list, access: { pages: 'casbin' }, labelKey: 'x' })).toThrow(
      /list read/,
    );
    expect(() =>
      defineResource({
        name: 'ghost',
        api: { path: 'base/v2/ghosts', object: 'api:ghosts' },
        list,
        access: { pages: 'casbin' },
        labelKey: 'x',
      }),
    ).toThrow(/list read/);
  });

  it('gives every route a unique name and path', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
  });
});
