import type { DisplayPrefs } from './displayPrefs';
import { dateTimeFormat } from './formatters';

type TimePrefs = Pick<DisplayPrefs, 'locale' | 'timeZone' | 'hour12'>;

/** A date and time in the user's locale, time zone and clock (12 or 24 hours). */
export function formatDateTime(time: number | string | null, prefs: TimePrefs): string | null {
  if (time === null) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(prefs.locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: prefs.timeZone || undefined,
    hour12: prefs.hour12,
  }).format(date);
}

/** A date alone (an expiry, a due day) in the user's locale and time zone. */
export function formatDate(
  time: number | string | null,
  prefs: Pick<DisplayPrefs, 'locale' | 'timeZone'>,
): string | null {
  if (time === null) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(prefs.locale, {
    dateStyle: 'short',
    timeZone: prefs.timeZone || undefined,
  }).format(date);
}
