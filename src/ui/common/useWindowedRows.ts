import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useRowWindow } from './useRowWindow';

/**
 * The scroll box of a table whose rows the worker sends a window at a time (device list,
 * report results, users): a virtualizer over `total` rows of `rowHeight` pixels, the window
 * asked for as the view moves (useRowWindow), and the scroll back to the top whenever
 * `scrollResetKey` changes (a new search, filter, sort or run).
 */
export function useWindowedRows(input: {
  total: number;
  rowHeight: number;
  margin: number;
  overscan?: number;
  request(window: { start: number; count: number }): void;
  /** A new run or query: the window is asked for again from wherever the view is. */
  resetKey?: unknown;
  scrollResetKey: unknown;
}) {
  const { total, rowHeight, margin, overscan = 8, request, resetKey, scrollResetKey } = input;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  useRowWindow({
    first: items[0]?.index ?? 0,
    last: items.at(-1)?.index ?? 0,
    margin,
    request,
    resetKey,
  });
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [scrollResetKey]);
  return { scrollRef, virtualizer, items };
}
