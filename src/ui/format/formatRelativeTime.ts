import { relativeTimeFormat } from './formatters';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/**
 * "há 5 minutos" style text for an epoch-ms time, in the given locale; null → null. Times a
 * little ahead of `now` (a clock that ticks coarsely, a device clock ahead) read as "agora".
 */
export function formatRelativeTime(
  time: number | null,
  now: number,
  locale: string,
): string | null {
  if (time === null) return null;
  const elapsed = Math.min(time - now, 0);
  const format = relativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size || unit === 'second') {
      return format.format(Math.round(elapsed / size), unit);
    }
  }
  return null;
}
