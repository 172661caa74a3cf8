import { DateTime } from 'luxon';

/** The day `ms` falls on in `zone`, 'YYYY-MM-DD'. */
export const dayIn = (ms: number, zone: string): string =>
  DateTime.fromMillis(ms, { zone }).toISODate() ?? new Date(ms).toISOString().slice(0, 10);

/** The month `ms` falls in, in `zone`, 'YYYY-MM', and the month after. */
export function monthsFrom(ms: number, zone: string): [string, string] {
  const here = DateTime.fromMillis(ms, { zone }).startOf('month');
  return [here.toFormat('yyyy-MM'), here.plus({ months: 1 }).toFormat('yyyy-MM')];
}
