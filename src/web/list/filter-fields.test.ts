import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersOf, valuesOf, type FilterField } from './filter-fields';

const FIELDS: FilterField[] = [
  { name: 'username', label: 'User', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'select', options: [{ value: 'active', label: 'Active' }] },
  { name: 'createdAt', label: 'Created', kind: 'dateRange' },
  { name: 'manual', label: 'Manual', kind: 'flag' },
];

describe('list filter fields', () => {
  it('turns form values into API filters, blanks clearing theirs', () => {
    const filters = filtersOf(FIELDS, {
      username: '  ada ',
      status: '',
      createdAt: [dayjs('2026-01-02'), dayjs('2026-01-31')],
      manual: true,
    });
    expect(filters).toEqual([
      { field: 'username', operator: 'contains', value: 'ada' },
      { field: 'status', operator: 'eq', value: undefined },
      { field: 'createdAt', operator: 'gte', value: '2026-01-02' },
      { field: 'createdAt', operator: 'lte', value: '2026-01-31' },
      { field: 'manual', operator: 'eq', value: 'true' },
    ]);
  });

  it('fills the form back from the filters in the URL', () => {
    const filters = filtersOf(FIELDS, { username: 'ada', status: 'active', createdAt: [dayjs('2026-01-02'), dayjs('2026-01-31')] });
    const values = valuesOf(FIELDS, filters, (iso) => iso);
    expect(values).toEqual({ username: 'ada', status: 'active', createdAt: ['2026-01-02', '2026-01-31'], manual: false });
  });

  it('sends a range under the parameter names when the field names them', () => {
    const fields: FilterField[] = [{ name: 'range', label: 'Dates', kind: 'dateRange', bounds: ['from', 'to'] }];
    const filters = filtersOf(fields, { range: [dayjs('2026-03-01'), dayjs('2026-03-09')] });
    expect(filters).toEqual([
      { field: 'from', operator: 'eq', value: '2026-03-01' },
      { field: 'to', operator: 'eq', value: '2026-03-09' },
    ]);
    expect(valuesOf(fields, filters, (iso) => iso)).toEqual({ range: ['2026-03-01', '2026-03-09'] });
  });

  it('sends an amount range in minor units of its currency and reads it back as typed', () => {
    const fields: FilterField[] = [{ name: 'amount', label: 'Amount', kind: 'amountRange', currency: 'HKD' }];
    const filters = filtersOf(fields, { amount: { min: '1,200.5', max: ' 3000 ' } });
    expect(filters).toEqual([
      { field: 'amount', operator: 'gte', value: 120050 },
      { field: 'amount', operator: 'lte', value: 300000 },
    ]);
    expect(valuesOf(fields, filters, (iso) => iso)).toEqual({ amount: { min: '1200.50', max: '3000.00' } });
  });

  it('sets no bound from a blank or unreadable amount, and knows currencies without minor units', () => {
    const hkd: FilterField[] = [{ name: 'amount', label: 'Amount', kind: 'amountRange', currency: 'HKD' }];
    expect(filtersOf(hkd, { amount: { min: '', max: '12.345' } }).map((f) => ('value' in f ? f.value : null))).toEqual([
      undefined,
      undefined,
    ]);
    const jpy: FilterField[] = [{ name: 'amount', label: 'Amount', kind: 'amountRange', currency: 'JPY' }];
    expect(filtersOf(jpy, { amount: { min: '500' } })[0]).toEqual({ field: 'amount', operator: 'gte', value: 500 });
    expect(filtersOf(jpy, { amount: { min: '500.5' } })[0]).toEqual({ field: 'amount', operator: 'gte', value: undefined });
  });
});
