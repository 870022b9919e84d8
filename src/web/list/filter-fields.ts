// A list's filters, declared once as data: each field says how it is edited and how its value
// becomes a Refine filter (and so a query parameter our API reads: name, name_like, name_gte...).
import type { CrudFilter } from '@refinedev/core';
import { minorToMajor, parseMajorAmount } from '@/domain/wallet-math';

interface FieldBase {
  name: string;
  /** Translated label. */
  label: string;
  width?: number;
  testId?: string;
}

export type FilterField =
  | (FieldBase & { kind: 'text'; operator?: 'contains' | 'eq'; maxLength?: number })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[]; multiple?: boolean })
  | (FieldBase & {
      kind: 'dateRange';
      /**
       * The query parameters of the range's ends when the API names them itself (from, to);
       * otherwise they are <name>_gte and <name>_lte.
       */
      bounds?: readonly [string, string];
    })
  | (FieldBase & { kind: 'flag' })
  | (FieldBase & {
      kind: 'amountRange';
      /** Typed in major units of this currency; sent as minor units (<name>_gte, <name>_lte). */
      currency: string;
    });

/** The form value of an amount range: the two ends as typed. */
export interface AmountRangeValue {
  min?: string;
  max?: string;
}

/** The typed amount in minor units; blank or unreadable text sets no bound (the form says why). */
export function minorOfTyped(text: string | undefined, currency: string): number | undefined {
  if (!text?.trim()) return undefined;
  return parseMajorAmount(text, currency) ?? undefined;
}

export type FilterValues = Record<string, unknown>;

const operatorOf = (field: FilterField) => (field.kind === 'text' ? (field.operator ?? 'contains') : 'eq');

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** The two filters a date range becomes: its own bounds (eq), or the field's gte and lte. */
function rangeEnds(
  field: FilterField & { kind: 'dateRange' },
): [{ field: string; operator: 'eq' | 'gte' }, { field: string; operator: 'eq' | 'lte' }] {
  if (field.bounds)
    return [
      { field: field.bounds[0], operator: 'eq' },
      { field: field.bounds[1], operator: 'eq' },
    ];
  return [
    { field: field.name, operator: 'gte' },
    { field: field.name, operator: 'lte' },
  ];
}

/** The form's values as Refine filters; a blank field clears its filter. */
export function filtersOf(fields: readonly FilterField[], values: FilterValues): CrudFilter[] {
  return fields.flatMap((field): CrudFilter[] => {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const [from, to] = Array.isArray(value) ? (value as { format(f: string): string }[]) : [];
      const ends = rangeEnds(field);
      return [
        { ...ends[0], value: from ? from.format('YYYY-MM-DD') : undefined },
        { ...ends[1], value: to ? to.format('YYYY-MM-DD') : undefined },
      ];
    }
    if (field.kind === 'flag') return [{ field: field.name, operator: 'eq', value: value ? 'true' : undefined }];
    if (field.kind === 'amountRange') {
      const range = (value ?? {}) as AmountRangeValue;
      return [
        { field: field.name, operator: 'gte', value: minorOfTyped(range.min, field.currency) },
        { field: field.name, operator: 'lte', value: minorOfTyped(range.max, field.currency) },
      ];
    }
    const text = typeof value === 'string' ? value.trim() : value;
    return [{ field: field.name, operator: operatorOf(field), value: isBlank(text) ? undefined : text }];
  });
}

/** The filter form's values from the current filters (a bookmarked URL fills the form). */
export function valuesOf(fields: readonly FilterField[], filters: readonly CrudFilter[], toDate: (iso: string) => unknown): FilterValues {
  const find = (name: string, operator: string) => {
    const found = filters.find((f) => 'field' in f && f.field === name && f.operator === operator);
    return found && 'value' in found ? found.value : undefined;
  };
  return Object.fromEntries(
    fields.map((field) => {
      if (field.kind === 'dateRange') {
        const [start, end] = rangeEnds(field);
        const from = find(start.field, start.operator);
        const to = find(end.field, end.operator);
        return [field.name, from && to ? [toDate(String(from)), toDate(String(to))] : undefined];
      }
      if (field.kind === 'flag') return [field.name, find(field.name, 'eq') === 'true'];
      if (field.kind === 'amountRange') {
        const major = (operator: string) => {
          const minor = find(field.name, operator);
          return minor === undefined || minor === '' || Number.isNaN(Number(minor))
            ? undefined
            : minorToMajor(Number(minor), field.currency);
        };
        return [field.name, { min: major('gte'), max: major('lte') }];
      }
      return [field.name, find(field.name, operatorOf(field))];
    }),
  );
}
