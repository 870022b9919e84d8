// A list's filters, declared once as data: each field says how it is edited and how its value
// becomes a Refine filter (and so a query parameter our API reads: name, name_like, name_gte...).
import type { CrudFilter } from '@refinedev/core';

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
  | (FieldBase & { kind: 'dateRange' })
  | (FieldBase & { kind: 'flag' });

export type FilterValues = Record<string, unknown>;

const operatorOf = (field: FilterField) => (field.kind === 'text' ? (field.operator ?? 'contains') : 'eq');

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** The form's values as Refine filters; a blank field clears its filter. */
export function filtersOf(fields: readonly FilterField[], values: FilterValues): CrudFilter[] {
  return fields.flatMap((field): CrudFilter[] => {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const [from, to] = Array.isArray(value) ? (value as { format(f: string): string }[]) : [];
      return [
        { field: field.name, operator: 'gte', value: from ? from.format('YYYY-MM-DD') : undefined },
        { field: field.name, operator: 'lte', value: to ? to.format('YYYY-MM-DD') : undefined },
      ];
    }
    if (field.kind === 'flag') return [{ field: field.name, operator: 'eq', value: value ? 'true' : undefined }];
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
        const from = find(field.name, 'gte');
        const to = find(field.name, 'lte');
        return [field.name, from && to ? [toDate(String(from)), toDate(String(to))] : undefined];
      }
      if (field.kind === 'flag') return [field.name, find(field.name, 'eq') === 'true'];
      return [field.name, find(field.name, operatorOf(field))];
    }),
  );
}
