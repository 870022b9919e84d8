import { describe, expect, it } from 'vitest';
import { supplierOptions } from './FiltersPanel';

describe('the supplier filter', () => {
  it('shows suppliers by name, sorted by what it shows, and filters by code', () => {
    const options = supplierOptions({
      suppliers: ['SKYLINK', 'DRAGONFARE', 'ORIENTNDC'],
      supplierNames: { SKYLINK: 'SkyLink GDS', DRAGONFARE: 'DragonFare consolidator', ORIENTNDC: 'Orient NDC' },
    });
    expect(options).toEqual([
      { value: 'DRAGONFARE', label: 'DragonFare consolidator' },
      { value: 'ORIENTNDC', label: 'Orient NDC' },
      { value: 'SKYLINK', label: 'SkyLink GDS' },
    ]);
  });

  it('falls back to the code (or label) when no name is given', () => {
    expect(supplierOptions({ suppliers: ['S2', 'S1'] }).map((o) => o.label)).toEqual(['S1', 'S2']);
  });
});
