// One list page's data: Refine's useTable on a declared resource, with its filters declared once
// (filter-fields.ts) and the filter form filled back from the URL.
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { findResource, LIST_PAGE_SIZE } from '@resources';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { filtersOf, valuesOf, type FilterField, type FilterValues } from './filter-fields';
import type { ListFiltersProps } from './ListFilters';

export interface ListSpec {
  /** The declared resource (resources/) the list reads. */
  resource: string;
  filters: readonly FilterField[];
  /** The first sort, when the resource's declaration does not give its list read (`list`). */
  sorters?: CrudSort[];
  /** Filters the user cannot change (a fixed status tab, the agency being looked at). */
  permanentFilters?: CrudFilter[];
  pageSize?: number;
  /** Keep page, sort and filters in the URL (default); off for lists inside drawers and dialogs. */
  syncWithLocation?: boolean;
}

export function useListPage<Row extends BaseRecord>(spec: ListSpec) {
  // A declared list read is what the console may have started before this page loaded
  // (src/web/data/early-list-read.ts): the page asks for exactly that, so it takes the answer.
  const declared = findResource(spec.resource)?.list;
  const table = useTable<Row, HttpError, FilterValues>({
    resource: spec.resource,
    syncWithLocation: spec.syncWithLocation ?? true,
    pagination: { pageSize: declared?.pageSize ?? spec.pageSize ?? LIST_PAGE_SIZE },
    sorters: { initial: declared ? [...declared.sorters] : spec.sorters },
    filters: { permanent: spec.permanentFilters },
    onSearch: (values) => filtersOf(spec.filters, values),
  });
  const { filters, searchFormProps } = table;
  const initialValues = useMemo(() => valuesOf(spec.filters, filters, (iso) => dayjs(iso)), [spec.filters, filters]);
  const filterProps: ListFiltersProps = { fields: spec.filters, formProps: searchFormProps, initialValues };
  return { ...table, filterProps };
}
