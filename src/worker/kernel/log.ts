/** The bounded recent event log (SPEC.md E3), persisted with the snapshot. */
import type { DomainEvent, EventSource, EventType } from '../events';

export const MAX_LOG_ENTRIES = 500;
/** Arrays longer than this are summarised as `{count, ids}` so the log stays small. */
export const MAX_LOGGED_ITEMS = 20;

export interface LogEntry {
  type: EventType;
  at: number;
  source: EventSource;
  payload: unknown;
  /** The local session token of the sign-in it happened in (SPEC.md E4), or null. */
  session: string | null;
}

/** Summary of a long list of entities: how many, and the ids of the first few. */
export interface ListSummary {
  count: number;
  ids: number[];
}

/** How deep into a payload typed arrays and long lists are looked for. */
const SUMMARY_DEPTH = 3;

/**
 * A payload value as logged: long arrays as `{count, ids}`; typed arrays, maps and sets (report
 * tracks) as `{count}`, at any of the first levels, so no report data lands in the snapshot.
 */
function summariseValue(value: unknown, depth = 0): unknown {
  if (ArrayBuffer.isView(value)) {
    return { count: (value as unknown as { length?: number }).length ?? value.byteLength };
  }
  if (value instanceof Map || value instanceof Set) return { count: value.size };
  if (Array.isArray(value)) {
    if (value.length <= MAX_LOGGED_ITEMS) {
      return depth < SUMMARY_DEPTH ? value.map((item) => summariseValue(item, depth + 1)) : value;
    }
    const ids = value
      .slice(0, MAX_LOGGED_ITEMS)
      .map((item: unknown) =>
        item && typeof item === 'object' ? (item as { id?: unknown }).id : item,
      )
      .filter((id): id is number => typeof id === 'number');
    const summary: ListSummary = { count: value.length, ids };
    return summary;
  }
  if (value && typeof value === 'object' && depth < SUMMARY_DEPTH) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, summariseValue(item, depth + 1)]),
    );
  }
  return value;
}

/** The event as logged, in local session `session`: large array payloads as summaries. */
export function summarise(event: DomainEvent, session: string | null = null): LogEntry {
  const payload = Object.fromEntries(
    Object.entries(event.payload).map(([key, value]) => [key, summariseValue(value)]),
  );
  return { type: event.type, at: event.at, source: event.source, payload, session };
}

/** Appends an event's summary, keeping only the newest `limit` entries. */
export function appendLog(
  log: readonly LogEntry[],
  event: DomainEvent,
  session: string | null = null,
  limit = MAX_LOG_ENTRIES,
): LogEntry[] {
  const next = log.length >= limit ? log.slice(log.length - limit + 1) : log.slice();
  next.push(summarise(event, session));
  return next;
}
