/** The list slice: the query (filters, search, sort) and the visible window. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import { toggleSort } from './toggleSort';
import type { ListQuery } from './types';

export interface ListWindow {
  start: number;
  count: number;
}

export interface ListState {
  query: ListQuery;
  window: ListWindow;
}

export const DEFAULT_QUERY: ListQuery = {
  search: '',
  status: 'all',
  motionOnly: false,
  hiddenCategories: [],
  onlyDeviceId: null,
  sort: { field: 'name', direction: 'asc' },
};

export const DEFAULT_WINDOW: ListWindow = { start: 0, count: 100 };

/** Rows per list emission are capped so one emission stays small (SPEC.md L5). */
export const MAX_WINDOW_ROWS = 1_000;

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

/** The list rows the UI shows: [start, start + count). */
export function reduceListWindow(window: ListWindow, event: DomainEvent): ListWindow {
  if (event.type !== 'window.changed') return window;
  const start = Math.max(0, Math.floor(event.payload.start) || 0);
  const count = Math.min(MAX_WINDOW_ROWS, Math.max(0, Math.floor(event.payload.count) || 0));
  return start === window.start && count === window.count ? window : { start, count };
}

export const listSlice: Slice<ListState> = {
  initial: { query: DEFAULT_QUERY, window: DEFAULT_WINDOW },
  reducers: { query: reduceQuery, window: reduceListWindow },
};
