import { useEffect, useRef } from 'react';

/**
 * Asks the worker for the rows around the visible range [`first`, `last`] of a table whose
 * rows it sends a window at a time (WindowRow), `margin` rows beyond each side, and only when
 * the scroll nears the edge of the window already asked for. A new `resetKey` (a new run, a
 * new query) asks again from wherever the view is.
 */
export function useRowWindow(input: {
  first: number;
  last: number;
  margin: number;
  request(window: { start: number; count: number }): void;
  resetKey?: unknown;
}): void {
  const { first, last, margin, request, resetKey } = input;
  const requested = useRef<{ start: number; count: number } | null>(null);
  const live = useRef(request);
  live.current = request;
  useEffect(() => {
    requested.current = null;
  }, [resetKey]);
  useEffect(() => {
    const have = requested.current;
    if (have) {
      const guard = margin / 2;
      const topInside = first >= have.start + (have.start === 0 ? 0 : guard);
      const bottomInside = last < have.start + have.count - guard;
      if (topInside && bottomInside) return;
    }
    const start = Math.max(0, first - margin);
    requested.current = { start, count: last + 1 + margin - start };
    live.current(requested.current);
  }, [first, last, margin, resetKey]);
}
