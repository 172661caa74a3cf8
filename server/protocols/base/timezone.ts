import { utc } from './position';

const FIXED = /^(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** The offset from UTC (ms) of `zone` at `time`: `GMT+8`, `+03:00`, `UTC` or an IANA name. */
export function zoneOffset(zone: string, time: number): number {
  const fixed = FIXED.exec(zone.trim());
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3] ?? 0);
    return (fixed[1] === '-' ? -minutes : minutes) * 60_000;
  }
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(time)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name && FIXED.exec(name);
    return offset ? zoneOffset(offset[0], time) : 0;
  } catch {
    // Java's TimeZone.getTimeZone: an unknown zone is GMT.
    return 0;
  }
}

/** A wall-clock time in `zone` as UTC milliseconds (Traccar's DateBuilder with a time zone). */
export function zonedTime(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const wall = utc(year, month, day, hour, minute, second);
  const guess = wall - zoneOffset(zone, wall);
  return wall - zoneOffset(zone, guess);
}
