import type { DomainEvent } from './events';
import type { ListWindow } from './state';

/** Rows per list emission are capped so one emission stays small (SPEC.md L5). */
export const MAX_WINDOW_ROWS = 1_000;

/** The list rows the UI shows: [start, start + count). */
export function reduceListWindow(window: ListWindow, event: DomainEvent): ListWindow {
  if (event.type !== 'window.changed') return window;
  const start = Math.max(0, Math.floor(event.payload.start) || 0);
  const count = Math.min(MAX_WINDOW_ROWS, Math.max(0, Math.floor(event.payload.count) || 0));
  return start === window.start && count === window.count ? window : { start, count };
}
