import { z } from 'zod';

/** The largest attributes map one object may carry, as JSON text (64 KB). */
export const MAX_ATTRIBUTES_BYTES = 64 * 1024;

/** Free-form attributes map carried by most Traccar entities, at most 64 KB of JSON. */
export const Attributes = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_ATTRIBUTES_BYTES, {
    message: `attributes: larger than ${MAX_ATTRIBUTES_BYTES / 1024} KB`,
  });
export type Attributes = z.infer<typeof Attributes>;

/** Traccar serialises dates as ISO-8601 in UTC, or null. */
export const IsoDate = z.string();
export const NullableDate = IsoDate.nullable();

/**
 * The largest value an integer column holds on every database Farol runs on (PostgreSQL's
 * `integer`): ids and stored whole numbers beyond it are refused as input, never sent to storage.
 */
export const MAX_INT = 2_147_483_647;

/** A whole number an integer column can store. */
export const Int = z
  .number()
  .int()
  .min(-MAX_INT - 1)
  .max(MAX_INT);

/** Ids are positive integers; 0 means "none" in Traccar's link fields. */
export const Id = z.number().int().nonnegative().max(MAX_INT);

/** True when `id` can name a stored object. */
export function isId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INT;
}

/** The first and last instants a four-digit ISO year can name: 0000-01-01 … 9999-12-31. */
export const MIN_TIME_MS = -62_167_219_200_000;
export const MAX_TIME_MS = 253_402_300_799_999;

/** True when `ms` is an instant ISO-8601 can write with a four-digit year (a real date). */
export function isRealTime(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_TIME_MS && ms <= MAX_TIME_MS;
}

/**
 * Formats epoch milliseconds the way Traccar's Jackson mapper does:
 * `2024-05-01T12:34:56.000+00:00`. Throws RangeError for an instant that is no real date;
 * serialisers of stored data use `traccarDateOrNull`, which never throws.
 */
export function formatTraccarDate(ms: number): string {
  if (!isRealTime(ms)) throw new RangeError(`Not a real date: ${ms}`);
  if (!Number.isInteger(ms)) return new Date(ms).toISOString().replace('Z', '+00:00');
  // The day's part from a one-entry cache, the time of day by arithmetic: the live hub formats
  // three dates per position, mostly of the same day (toISOString + replace was ~5% of the
  // server's time under the OsmAnd benchmark).
  const day = Math.floor(ms / DAY_MS);
  if (day !== formattedDay) {
    formattedDay = day;
    dayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return (
    dayPrefix +
    TWO_DIGITS[Math.floor(seconds / 3600)]! +
    ':' +
    TWO_DIGITS[Math.floor(seconds / 60) % 60]! +
    ':' +
    TWO_DIGITS[seconds % 60]! +
    '.' +
    String(inDay % 1000).padStart(3, '0') +
    '+00:00'
  );
}

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
let formattedDay = Number.NaN;
let dayPrefix = '';

/** `formatTraccarDate`, or null for null or anything that is no real date (never throws). */
export function traccarDateOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !isRealTime(ms) ? null : formatTraccarDate(ms);
}

// 2024-05-01T12:34, …:56, …:56.789 (up to 9 fraction digits), then Z or ±hh[:]mm.
const ZONED =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;

/**
 * Parses an ISO-8601 date-time that carries a zone or offset, as Traccar requires, strictly:
 * every field in its calendar range (no 31st of February, no hour 24, offsets up to ±18:00).
 * Returns epoch milliseconds, or null for anything else.
 */
export function parseZonedDate(text: string): number | null {
  const match = ZONED.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offset = 0;
  if (!match[8]) {
    const hours = Number(match[10]);
    const minutes = Number(match[11]);
    if (hours > 18 || minutes > 59 || hours * 60 + minutes > 18 * 60) return null;
    offset = (match[9] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, millis);
  const ms = utc.getTime() - offset;
  return isRealTime(ms) ? ms : null;
}
