import type { Fields } from '../base/fields';
import { DecodeError } from '../base/errors';
import { parseInt10, parseDouble } from '../base/pattern';
import { utc } from '../base/position';

/** A `yyyyMMddHHmmss` time, UTC. */
export function parseStamp(text: string): number {
  const m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text);
  if (!m) throw new DecodeError(`gl200: not a time: "${text}"`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return utc(y, mo, d, h, mi, s);
}

/** The next field through `parse`, or null when it is empty (`v[index++].isEmpty() ? null : …`). */
export function optional<T>(fields: Fields, parse: (text: string) => T): T | null {
  const text = fields.text();
  return text === '' ? null : parse(text);
}

/** Hours of an hour meter `hhhhh:mm:ss`, in milliseconds. */
export function parseHours(text: string | null | undefined): number | null {
  if (!text) return null;
  const [hours = '', minutes, seconds] = text.split(':');
  return (
    (parseInt10(hours) * 3600 +
      (minutes !== undefined ? parseInt10(minutes) * 60 : 0) +
      (seconds !== undefined ? parseInt10(seconds) : 0)) *
    1000
  );
}

export const int = parseInt10;
export const double = parseDouble;
