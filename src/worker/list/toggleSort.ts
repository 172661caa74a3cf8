import type { ListQuery, SortField } from './types';

type Sort = ListQuery['sort'];

/** Choosing the current field flips the direction; a new field starts ascending (SPEC.md S2). */
export function toggleSort(current: Sort, field: SortField): Sort {
  if (current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: 'asc' };
}
