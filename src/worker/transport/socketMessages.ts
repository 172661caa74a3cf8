/** Parsing of `/api/socket` messages at the boundary (traccar-api.md §b). */
import type { z } from 'zod';
import { Device, Position, TrackingEvent } from '@farol/model';

export interface SocketMessage {
  positions: Position[];
  devices: Device[];
  events: TrackingEvent[];
  /** Items dropped because they did not match the schema. */
  rejected: number;
}

function parseList<S extends z.ZodType>(
  schema: S,
  value: unknown,
  count: { rejected: number },
): z.infer<S>[] {
  if (!Array.isArray(value)) return [];
  const items: z.infer<S>[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) items.push(parsed.data);
    else count.rejected += 1;
  }
  return items;
}

/**
 * Reads one socket message: `{positions}`, `{devices}`, `{events}` or the `{}` keepalive.
 * Invalid items are dropped one by one so one bad position does not lose the others; a message
 * that is not a JSON object gives null.
 */
export function parseSocketMessage(text: string): SocketMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const count = { rejected: 0 };
  return {
    positions: parseList(Position, record['positions'], count),
    devices: parseList(Device, record['devices'], count),
    events: parseList(TrackingEvent, record['events'], count),
    rejected: count.rejected,
  };
}
