import { toggleSort } from '../derive/toggleSort';
import type { ListQuery } from '../types';
import type { DomainEvent } from './events';

/** Filter, search and sort of the device list. Survives logout: they are the user's habits. */
export function reduceQuery(query: ListQuery, event: DomainEvent): ListQuery {
  switch (event.type) {
    case 'filter.changed': {
      const { patch } = event.payload;
      return {
        ...query,
        ...patch,
        hiddenCategories: patch.hiddenCategories
          ? [...patch.hiddenCategories]
          : query.hiddenCategories,
        sort: query.sort,
      };
    }
    case 'sort.toggled':
      return { ...query, sort: toggleSort(query.sort, event.payload.field) };
    default:
      return query;
  }
}
