import { describe, expect, it } from 'vitest';
import { findResource } from '@resources';
import { resourceUrlOf } from './useResourceUrl';

describe('a declared resource URL', () => {
  const base = findResource('agency-manager')!.api!.path;

  it('puts the segments under the declared path', () => {
    expect(resourceUrlOf('/api', 'agency-manager', [12, 'apikey'])).toBe(`/api/${base}/12/apikey`);
    expect(resourceUrlOf('/api', 'agency-manager')).toBe(`/api/${base}`);
  });

  it('encodes each segment, so an id cannot reach another path', () => {
    expect(resourceUrlOf('/api', 'agency-manager', ['a/../b', 'x y'])).toBe(`/api/${base}/a%2F..%2Fb/x%20y`);
  });

  it('refuses a resource with no API binding', () => {
    expect(() => resourceUrlOf('/api', 'no-such-resource')).toThrow(/no API binding/);
  });
});
