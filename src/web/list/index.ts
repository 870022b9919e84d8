// The list toolkit: a list's filters, columns and export declared once, drawn the same way everywhere.
export { ListFilters, type ListFiltersProps } from './ListFilters';
export { ListExport, type ExportColumn, type ListExportProps } from './ListExport';
export { ListTable } from './ListTable';
export { useListPage, type ListSpec } from './useListPage';
export type { FilterField, FilterValues } from './filter-fields';
export { useSidewaysScroll, type SidewaysScroll } from './useSidewaysScroll';
export { DirectOnlySwitch, useDirectOnly, type DirectOnly } from './DirectOnlySwitch';
