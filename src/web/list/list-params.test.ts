import { describe, expect, it } from 'vitest';
import { filterValue, listParams } from './list-params';

describe('grid filters as simple-rest query parameters (for exports)', () => {
  it('maps operators the way the data provider does and leaves out empty filters', () => {
    const params = listParams(
      [
        { field: 'name', operator: 'contains', value: 'harbour' },
        { field: 'status', operator: 'eq', value: 'active' },
        { field: 'balance', operator: 'gte', value: 0 },
        { field: 'balance', operator: 'lte', value: 50000 },
        { field: 'alias', operator: 'contains', value: '' },
        { field: 'code', operator: 'eq', value: undefined },
      ],
      [
        { field: 'createdAt', order: 'desc' },
        { field: 'name', order: 'asc' },
      ],
    );
    expect(params).toEqual({
      name_like: 'harbour',
      status: 'active',
      balance_gte: '0',
      balance_lte: '50000',
      _sort: 'createdAt,name',
      _order: 'desc,asc',
    });
  });

  it('reads one filter back for the filter form', () => {
    const filters = [
      { field: 'balance', operator: 'gte' as const, value: 100 },
      { field: 'balance', operator: 'lte' as const, value: 900 },
    ];
    expect(filterValue(filters, 'balance', 'lte')).toBe(900);
    expect(filterValue(filters, 'name', 'contains')).toBeUndefined();
  });
});
