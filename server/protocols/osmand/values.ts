import { parseZonedDate } from '@farol/model';
import { IllegalArgumentError } from '../../errors';
import { requireDeviceTime } from '../../pipeline/incoming';

/** Value parsing with Java's rules, so OsmAnd messages decode exactly as Traccar decodes them. */

const DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;

/**
 * `Double.parseDouble`, or null when Java would throw NumberFormatException. A plain decimal
 * (sign, digits, one dot: every number of OsmAnd's usual report) is read without the regular
 * expression or a trimmed copy; anything else takes the full rules.
 */
export function javaDouble(text: string): number | null {
  if (isPlainDecimal(text)) return Number(text);
  const value = text.trim();
  if (!DOUBLE.test(value)) return null;
  // Java's float/double suffix (NaN and Infinity end in other letters).
  const last = value[value.length - 1];
  const suffixed = last === 'f' || last === 'F' || last === 'd' || last === 'D';
  return Number(suffixed ? value.slice(0, -1) : value);
}

/** `[+-]?(\d+\.?\d*|\.\d+)`: a decimal DOUBLE accepts, which Number reads the same. */
function isPlainDecimal(text: string): boolean {
  let i = 0;
  const first = text.charCodeAt(0);
  if (first === 43 /* + */ || first === 45 /* - */) i = 1;
  let digits = 0;
  let dot = false;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 46 /* . */ && !dot) dot = true;
    else return false;
  }
  return digits > 0;
}

/**
 * `Double.parseDouble` for a named parameter, finite only: NaN and Infinity, which Java
 * accepts, are refused like any other bad value, with a 400 naming the parameter.
 */
export function requireDouble(name: string, text: string): number {
  const value = javaDouble(text);
  if (value === null || !Number.isFinite(value)) {
    throw new IllegalArgumentError(`${name}: not a finite number: "${text}"`);
  }
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

/** `yyyy-MM-dd HH:mm:ss` in the server's local time, every field in its calendar range. */
function parseLocal(text: string): number | null {
  const match = LOCAL.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Date rolls 2024-02-31 over into March: a field out of range no longer reads back.
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return same ? date.getTime() : null;
}

/**
 * OsmAnd's `timestamp`: numeric seconds below 2^31−1, else milliseconds; else ISO with `T`
 * (a zone is required); else `yyyy-MM-dd HH:mm:ss` in the server's local time. Anything that
 * is no real device time (a 13th month, a year past 9999, before 1970) is a 400.
 */
export function parseOsmandTimestamp(text: string): number {
  let ms: number | null;
  if (/^[+-]?\d+$/.test(text)) {
    const value = Number(text);
    ms = value < INT_MAX ? value * 1000 : value;
  } else if (text.includes('T')) {
    ms = parseZonedDate(text);
    if (ms === null)
      throw new IllegalArgumentError(`timestamp: not an ISO date with a zone: "${text}"`);
  } else {
    ms = parseLocal(text);
    if (ms === null) throw new IllegalArgumentError(`timestamp: unrecognised format: "${text}"`);
  }
  return requireDeviceTime('timestamp', ms);
}

/** Knots from metres per second (Traccar's UnitsConverter). */
export const knotsFromMps = (mps: number): number => mps / 0.514444;
