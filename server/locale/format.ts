import { DateTime } from 'luxon';
import { convertDistance, convertSpeed, type Locale } from '@farol/model';
import { LITRES_PER, type Preferences } from './preferences';

/**
 * What a value measures, in the API's units: `time` epoch ms, `distance` metres, `speed` knots,
 * `duration` ms, `volume` litres, `money` the fuel price's currency. Notifications and report files show it in the reader's units,
 * zone and number format.
 */
export type Quantity =
  | 'text'
  | 'time'
  | 'distance'
  | 'speed'
  | 'duration'
  | 'volume'
  | 'money'
  | 'coordinate'
  | 'integer';

/** SPEC §9: R$ in Portuguese, '$ ' in the other languages; money always has 2 decimals. */
export const currencyOf = (locale: Locale): string => (locale === 'pt-BR' ? 'R$' : '$');

const DAY_MS = 86_400_000;

const SPEED_LABELS = { kn: 'kn', kmh: 'km/h', mph: 'mph' } as const;
const VOLUME_LABELS = { ltr: 'l', usGal: 'gal', impGal: 'gal (UK)' } as const;

/** Date patterns per locale: Excel number formats and luxon formats. */
export const DATE_PATTERNS: Readonly<Record<Locale, { excel: string; luxon: string }>> = {
  'pt-BR': { excel: 'dd/mm/yyyy hh:mm:ss', luxon: 'dd/LL/yyyy HH:mm:ss' },
  'es-ES': { excel: 'dd/mm/yyyy hh:mm:ss', luxon: 'dd/LL/yyyy HH:mm:ss' },
  'en-US': { excel: 'mm/dd/yyyy hh:mm:ss', luxon: 'LL/dd/yyyy HH:mm:ss' },
};

/** The unit a quantity is shown in, in the reader's preferences (none for text and times). */
export function unitLabel(quantity: Quantity, prefs: Preferences): string | null {
  if (quantity === 'distance') return prefs.distanceUnit;
  if (quantity === 'speed') return SPEED_LABELS[prefs.speedUnit];
  if (quantity === 'volume') return VOLUME_LABELS[prefs.volumeUnit];
  return null;
}

/** A number in the reader's unit (API units in; distance is rounded to 2 decimals). */
export function convert(quantity: Quantity, value: number, prefs: Preferences): number {
  switch (quantity) {
    case 'distance':
      return convertDistance(value, prefs.distanceUnit);
    case 'speed':
      return convertSpeed(value, prefs.speedUnit);
    case 'volume':
      return value / LITRES_PER[prefs.volumeUnit];
    case 'duration':
      return value / DAY_MS;
    default:
      return value;
  }
}

/** A local date and time as text, e.g. `31/12/2024 23:59:59`. */
export const dateText = (ms: number, prefs: Preferences): string =>
  DateTime.fromMillis(ms, { zone: prefs.timezone }).toFormat(DATE_PATTERNS[prefs.language].luxon);

const pad = (value: number): string => String(value).padStart(2, '0');

/** A duration as `h:mm:ss` (hours may exceed 24). */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(seconds);
  return `${sign}${Math.floor(abs / 3600)}:${pad(Math.floor(abs / 60) % 60)}:${pad(abs % 60)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached number formatter (building one costs more than formatting many numbers). */
function decimals(locale: Locale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A value as text in the reader's language and units (`98,5` km/h, `31/12/2024 23:59:59`). */
export function quantityText(
  quantity: Quantity,
  value: string | number | null,
  prefs: Preferences,
): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (quantity === 'time') return dateText(value, prefs);
  if (quantity === 'duration') return durationText(value);
  if (quantity === 'money') {
    return `${currencyOf(prefs.language)} ${decimals(prefs.language, 2).format(value)}`;
  }
  const digits = { distance: 2, speed: 1, volume: 2, coordinate: 6 }[quantity as string] ?? 0;
  return decimals(prefs.language, digits).format(convert(quantity, value, prefs));
}

/** A speed in knots with its unit, as the reader reads it, e.g. `98,5 km/h`. */
export const speedText = (knots: number, prefs: Preferences): string =>
  `${quantityText('speed', knots, prefs)} ${unitLabel('speed', prefs)}`;
