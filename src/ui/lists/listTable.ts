/** The table behind every entity list: sorting by any column and multi-selection. */
import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type SortFn,
} from '@tanstack/react-table';
import type { ListColumn } from './listColumns';

export const listFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
});
export type ListFeatures = typeof listFeatures;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Text in collation order (numbers inside names too), numbers and booleans by value. */
function compareBy<T extends object>(): SortFn<ListFeatures, T> {
  return (a, b, id) => {
    const x = a.getValue(id) as string | number | boolean;
    const y = b.getValue(id) as string | number | boolean;
    if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y);
    return Number(x) - Number(y);
  };
}

/** react-table column definitions from list columns; empty values sort last. */
export function toColumnDefs<T extends object>(
  columns: readonly ListColumn<T>[],
): ColumnDef<ListFeatures, T, unknown>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (item: T) => {
      const value = column.value(item);
      return value === null || value === '' ? undefined : value;
    },
    sortFn: compareBy<T>(),
    sortUndefined: 'last',
    // Every column starts ascending, numbers too (A→Z, 0→9), as people expect of one list.
    sortDescFirst: false,
  }));
}
