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

function summariseValue(value: unknown): unknown {
  if (!Array.isArray(value) || value.length <= MAX_LOGGED_ITEMS) return value;
  const ids = value
    .slice(0, MAX_LOGGED_ITEMS)
    .map((item: unknown) =>
      item && typeof item === 'object' ? (item as { id?: unknown }).id : item,
    )
    .filter((id): id is number => typeof id === 'number');
  const summary: ListSummary = { count: value.length, ids };
  return summary;
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
