import type { Server, User } from '@farol/model';

/** Coordinate formats Traccar names: decimal degrees, degrees-minutes, degrees-minutes-seconds. */
export const COORDINATE_FORMATS = ['dd', 'ddm', 'dms'] as const;
export type CoordinateFormat = (typeof COORDINATE_FORMATS)[number];

/** How the signed-in user wants dates, times and coordinates written (SPEC §3 user). */
export interface DisplayPrefs {
  locale: string;
  /** An IANA zone; unset, the browser's. */
  timeZone?: string;
  /** `twelveHourFormat`; unset, the locale's habit. */
  hour12?: boolean;
  coordinateFormat: CoordinateFormat;
}

/**
 * The user's display preferences by Traccar's rule (traccar-web's usePreference): the user's
 * value, else the server's; when the server forces its settings, the server's first.
 */
export function displayPrefsOf(
  locale: string,
  user: User | null | undefined,
  server: Server | null | undefined,
): DisplayPrefs {
  const pick = (mine: unknown, everyone: unknown): unknown =>
    server?.forceSettings ? (everyone ?? mine) : (mine ?? everyone);
  const timeZone = pick(user?.attributes['timezone'], server?.attributes['timezone']);
  const hour12 = pick(user?.attributes['twelveHourFormat'], server?.attributes['twelveHourFormat']);
  const format = pick(user?.coordinateFormat || null, server?.coordinateFormat || null);
  return {
    locale,
    timeZone: typeof timeZone === 'string' && timeZone ? timeZone : undefined,
    hour12: typeof hour12 === 'boolean' ? hour12 : undefined,
    coordinateFormat: COORDINATE_FORMATS.includes(format as CoordinateFormat)
      ? (format as CoordinateFormat)
      : 'dd',
  };
}
