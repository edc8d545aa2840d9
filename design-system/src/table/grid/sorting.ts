import type { ProColumn, SortState } from '../types';

/** The field a column sorts by on the server. */
export function sortFieldOf(column: Pick<ProColumn, 'key' | 'dataIndex' | 'sortKey'>): string {
  return column.sortKey ?? column.dataIndex ?? column.key;
}

/** A header press cycles the column: ascending, descending, then unsorted. Another column starts ascending. */
export function nextSort(current: SortState | undefined, field: string): SortState | undefined {
  if (!current || current.field !== field) return { field, order: 'ascend' };
  return current.order === 'ascend' ? { field, order: 'descend' } : undefined;
}

/** `aria-sort` of a column header. */
export function ariaSort(current: SortState | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.order === 'ascend' ? 'ascending' : 'descending';
}
