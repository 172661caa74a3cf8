import { IANAZone } from 'luxon';
import {
  DEFAULT_LOCALE,
  distanceUnitOf,
  speedUnitOf,
  type DistanceUnit,
  type Locale,
  type SpeedUnit,
} from '@farol/model';
import type { ServerRecord, UserRecord } from '../storage';
import { languageFrom } from './texts';

/** Traccar's volume units (UserUtil.getVolumeUnit) and litres per unit. */
export const LITRES_PER = { ltr: 1, usGal: 3.78541, impGal: 4.54609 } as const;
export type VolumeUnit = keyof typeof LITRES_PER;

/** How a user reads notifications and report files: language, time zone and units. */
export interface Preferences {
  language: Locale;
  /** An IANA zone name. */
  timezone: string;
  speedUnit: SpeedUnit;
  distanceUnit: DistanceUnit;
  volumeUnit: VolumeUnit;
}

/**
 * A preference as Traccar's UserUtil reads it: the user's attribute, then the server's; the
 * server's first when it forces its settings (`forceSettings`).
 */
function setting(user: UserRecord, server: ServerRecord, ...keys: string[]): unknown {
  const sources = server.forceSettings
    ? [server.attributes, user.attributes]
    : [user.attributes, server.attributes];
  for (const source of sources) {
    for (const key of keys) {
      const value = source[key];
      if (value !== undefined && value !== null && value !== '') return value;
    }
  }
  return undefined;
}

/** The zone of the machine, Traccar's default when nobody set one. */
const systemZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The caller's preferences: `language` (or Tarkan's `tarkan.lang`), `timezone`, `speedUnit`,
 * `distanceUnit` and `volumeUnit`; unknown values fall back to pt-BR, the machine's zone, km/h
 * (as the Farol client shows speeds), km and litres.
 */
export function preferencesOf(user: UserRecord, server: ServerRecord): Preferences {
  const zone = setting(user, server, 'timezone');
  const volume = setting(user, server, 'volumeUnit');
  return {
    language: languageFrom(setting(user, server, 'language', 'tarkan.lang')) ?? DEFAULT_LOCALE,
    timezone: typeof zone === 'string' && IANAZone.isValidZone(zone) ? zone : systemZone(),
    speedUnit: speedUnitOf(setting(user, server, 'speedUnit')),
    distanceUnit: distanceUnitOf(setting(user, server, 'distanceUnit')),
    volumeUnit: typeof volume === 'string' && volume in LITRES_PER ? (volume as VolumeUnit) : 'ltr',
  };
}
