import type { ReactNode } from 'react';

/**
 * One column of an entity list. `value` is what the column sorts and searches by; `cell` how it
 * shows (the value as text by default). Build the array once per screen (module scope, or a
 * `useMemo` over the lookups it needs, e.g. group names): a new array re-sorts the list.
 */
export interface ListColumn<T> {
  id: string;
  /** The header's i18n key (`groups.fields.name`). */
  header: string;
  value(item: T): string | number | boolean | null;
  cell?(item: T): ReactNode;
  /** A CSS grid track; `minmax(0, 1fr)` by default. */
  width?: string;
  /** Whether the search looks in this column: text columns do by default. */
  searchable?: boolean;
  /**
   * false: not shown on a phone (the screen's other columns need the room); the search still
   * looks in it.
   */
  phone?: boolean;
}

/** Lower case without accents: what the search compares. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The items whose searchable columns contain every word of `query` (case and accents
 * ignored). Each item's text is computed once per column set and kept while the item object
 * lives, so typing over 10,000 rows stays cheap.
 */
export function createSearch<T extends object>(columns: readonly ListColumn<T>[]) {
  const cache = new WeakMap<T, string>();
  const textOf = (item: T) => {
    let text = cache.get(item);
    if (text === undefined) {
      text = searchKey(
        columns
          .filter((column) => column.searchable ?? true)
          .map((column) => column.value(item))
          .filter((value) => typeof value === 'string' || typeof value === 'number')
          .join(' '),
      );
      cache.set(item, text);
    }
    return text;
  };
  return (items: readonly T[], query: string): readonly T[] => {
    const words = searchKey(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return items;
    return items.filter((item) => {
      const text = textOf(item);
      return words.every((word) => text.includes(word));
    });
  };
}
