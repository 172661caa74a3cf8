import { lookupBoolean } from '../../attributes';
import type { PositionHandler } from '../../types';

const alarms = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((alarm) => alarm.trim())
        .filter(Boolean)
    : [];

/**
 * One `alarm` event per value of the comma-separated `alarm` attribute; with
 * `event.ignoreDuplicateAlerts` (default true) alarms already on the last position are skipped.
 */
export const alarm: PositionHandler = {
  name: 'alarm',
  latestOnly: true,
  handle(position, last, { env }) {
    const current = alarms(position.attributes.alarm);
    if (current.length === 0) return null;
    const skip = lookupBoolean(env.lookup, 'event.ignoreDuplicateAlerts', true)
      ? new Set(alarms(last?.attributes.alarm))
      : new Set<string>();
    const events = [...new Set(current)]
      .filter((value) => !skip.has(value))
      .map((value) => ({ type: 'alarm', attributes: { alarm: value } }));
    return events.length ? { events } : null;
  },
};
