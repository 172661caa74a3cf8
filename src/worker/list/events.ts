import type { ListQuery, SortField } from './types';

/** The list domain's events. */
export interface ListEvents {
  'filter.changed': { patch: Partial<Omit<ListQuery, 'sort'>> };
  'sort.toggled': { field: SortField };
  'window.changed': { start: number; count: number };
}
