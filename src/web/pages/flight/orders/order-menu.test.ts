import { describe, expect, it } from 'vitest';
import { choiceFilters, choiceOf, choiceOfKey, menuKey, sectionCount } from './order-menu';

describe('orders menu', () => {
  it('turns a pending section and tab into section + type filters, and back', () => {
    const choice = { kind: 'pending', section: 'reviewing', tab: 'refund' } as const;
    expect(choiceFilters(choice)).toEqual({ section: 'reviewing', type: 'refund' });
    expect(choiceOf('reviewing', 'refund')).toEqual(choice);
    expect(choiceOf('reviewing', undefined)).toEqual({ kind: 'pending', section: 'reviewing', tab: 'origin' });
  });

  it('treats order kinds as a type filter, "all" as none, and unknown values as all orders', () => {
    expect(choiceFilters({ kind: 'orders', type: 'void' })).toEqual({ type: 'void' });
    expect(choiceFilters({ kind: 'orders', type: 'all' })).toEqual({});
    expect(choiceOf(undefined, 'void')).toEqual({ kind: 'orders', type: 'void' });
    expect(choiceOf('nonsense', 'nonsense')).toEqual({ kind: 'orders', type: 'all' });
  });

  it('keys menu entries so a key maps back to its entry', () => {
    expect(choiceOfKey(menuKey({ kind: 'pending', section: 'to_be_paid', tab: 'origin' }))).toEqual({
      kind: 'pending',
      section: 'to_be_paid',
      tab: 'origin',
    });
    expect(choiceOfKey(menuKey({ kind: 'orders', type: 'refund' }))).toEqual({ kind: 'orders', type: 'refund' });
  });

  it('adds up the status counts of a section', () => {
    const counts = [
      { status: 'to_be_paid', cnt: 3 },
      { status: 'chg_to_be_paid', cnt: 2 },
      { status: 'issued', cnt: 40 },
    ];
    expect(sectionCount(counts, 'to_be_paid')).toBe(5);
    expect(sectionCount(counts, 'reviewing')).toBe(0);
  });
});
