/**
 * Report periods in the user's time zone (SPEC §2: today, yesterday, last 7, 30 and 90 days, or
 * a custom range). Days start at midnight where the user is, not where the browser is.
 */
import { DateTime, IANAZone } from 'luxon';

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'last90',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** ISO-8601 bounds with the zone's offset, as the report calls want them. */
export interface Period {
  from: string;
  to: string;
}

const DAYS: Record<'last7' | 'last30' | 'last90', number> = { last7: 7, last30: 30, last90: 90 };

/** The user's zone: their `timezone` preference when it names a zone, else the browser's. */
export function zoneOf(preference: unknown): string {
  if (typeof preference === 'string' && IANAZone.isValidZone(preference)) return preference;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const iso = (time: DateTime): string => time.toISO({ suppressMilliseconds: false })!;

/**
 * The bounds of a preset at `now` in `zone`: whole days, today included in the "last N days".
 * `custom` reads `custom.from` and `custom.to` (`yyyy-MM-ddTHH:mm`, wall time in `zone`);
 * null when they are missing or do not form a period.
 */
export function periodOf(
  preset: PeriodPreset,
  now: number,
  zone: string,
  custom?: { from: string; to: string },
): Period | null {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today.endOf('day')) };
    case 'yesterday': {
      const day = today.minus({ days: 1 });
      return { from: iso(day), to: iso(day.endOf('day')) };
    }
    case 'custom': {
      if (!custom) return null;
      const from = DateTime.fromISO(custom.from, { zone });
      const to = DateTime.fromISO(custom.to, { zone });
      if (!from.isValid || !to.isValid || to <= from) return null;
      return { from: iso(from), to: iso(to) };
    }
    default:
      return {
        from: iso(today.minus({ days: DAYS[preset] - 1 })),
        to: iso(today.endOf('day')),
      };
  }
}

/** `yyyy-MM-ddTHH:mm` of a time in `zone`, for a datetime-local input. */
export function localInput(time: number | string, zone: string): string {
  const value =
    typeof time === 'number'
      ? DateTime.fromMillis(time, { zone })
      : DateTime.fromISO(time, { setZone: true }).setZone(zone);
  return value.toFormat("yyyy-MM-dd'T'HH:mm");
}
