import { parseZonedDate } from '@farol/model';
import { IllegalArgumentError } from '../../errors';

/** Value parsing with Java's rules, so OsmAnd messages decode exactly as Traccar decodes them. */

const DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;

/** `Double.parseDouble`, or null when Java would throw NumberFormatException. */
export function javaDouble(text: string): number | null {
  const value = text.trim();
  if (!DOUBLE.test(value)) return null;
  return Number(value.replace(/[fFdD]$/, ''));
}

/** `Double.parseDouble` for a named parameter; a bad value is a 400 naming it. */
export function requireDouble(name: string, text: string): number {
  const value = javaDouble(text);
  if (value === null) throw new IllegalArgumentError(`${name}: not a number: "${text}"`);
  return value;
}

/** `Integer.parseInt` / `Long.parseLong` for a named parameter. */
export function requireInteger(name: string, text: string): number {
  if (!/^[+-]?\d+$/.test(text))
    throw new IllegalArgumentError(`${name}: not an integer: "${text}"`);
  return Number(text);
}

/** `Boolean.parseBoolean`: true only for "true", ignoring case. */
export const javaBoolean = (text: string): boolean => text.toLowerCase() === 'true';

const INT_MAX = 2 ** 31 - 1;
const LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/;

/**
 * OsmAnd's `timestamp`: numeric seconds below 2^31−1, else milliseconds; else ISO with `T`
 * (a zone is required); else `yyyy-MM-dd HH:mm:ss` in the server's local time.
 */
export function parseOsmandTimestamp(text: string): number {
  if (/^[+-]?\d+$/.test(text)) {
    const value = Number(text);
    return value < INT_MAX ? value * 1000 : value;
  }
  if (text.includes('T')) {
    const ms = parseZonedDate(text);
    if (ms === null)
      throw new IllegalArgumentError(`timestamp: not an ISO date with a zone: "${text}"`);
    return ms;
  }
  const match = LOCAL.exec(text.trim());
  if (!match) throw new IllegalArgumentError(`timestamp: unrecognised format: "${text}"`);
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

/** Knots from metres per second (Traccar's UnitsConverter). */
export const knotsFromMps = (mps: number): number => mps / 0.514444;
