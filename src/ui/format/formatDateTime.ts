/** A date and time in the user's locale (and time zone, when the user set one). */
export function formatDateTime(
  time: number | string | null,
  locale: string,
  timeZone?: string,
): string | null {
  if (time === null) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: timeZone || undefined,
  }).format(date);
}
