import { DateTime } from 'luxon';
import { convertDistance, convertSpeed } from '@farol/model';
import { text, type Language } from '../i18n';
import { LITRES_PER, type Preferences } from '../preferences';
import type { CellValue, ColumnKind, ColumnSpec } from '../report';

const DAY_MS = 86_400_000;

const SPEED_LABELS = { kn: 'kn', kmh: 'km/h', mph: 'mph' } as const;
const VOLUME_LABELS = { ltr: 'l', usGal: 'gal', impGal: 'gal (UK)' } as const;

/** Date patterns per language: Excel number formats and luxon formats. */
const DATES: Record<Language, { excel: string; luxon: string }> = {
  'pt-BR': { excel: 'dd/mm/yyyy hh:mm:ss', luxon: 'dd/LL/yyyy HH:mm:ss' },
  'es-ES': { excel: 'dd/mm/yyyy hh:mm:ss', luxon: 'dd/LL/yyyy HH:mm:ss' },
  'en-US': { excel: 'mm/dd/yyyy hh:mm:ss', luxon: 'LL/dd/yyyy HH:mm:ss' },
};

/** The unit a column's header names, in the reader's preferences (none for text and times). */
export function unitOf(column: ColumnSpec, prefs: Preferences): string | null {
  if (column.unit) return column.unit;
  if (column.kind === 'distance') return prefs.distanceUnit;
  if (column.kind === 'speed') return SPEED_LABELS[prefs.speedUnit];
  if (column.kind === 'volume') return VOLUME_LABELS[prefs.volumeUnit];
  return null;
}

/** A header cell: the column's name in the reader's language, with its unit. */
export function headerText(column: ColumnSpec, prefs: Preferences): string {
  const unit = unitOf(column, prefs);
  const name = text(column.label, prefs.language);
  return unit ? `${name} (${unit})` : name;
}

/**
 * A Date whose UTC fields are the wall-clock time in `zone`: spreadsheets have no zones, and
 * exceljs writes a Date's UTC fields, so the reader sees local time.
 */
export function wallClock(ms: number, zone: string): Date {
  return new Date(ms + DateTime.fromMillis(ms, { zone }).offset * 60_000);
}

/** A number in the reader's unit (API units in; distance is rounded to 2 decimals). */
export function convert(kind: ColumnKind, value: number, prefs: Preferences): number {
  switch (kind) {
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

/** The Excel number format of a column kind (dates by language; durations as h:mm:ss). */
export function numberFormat(kind: ColumnKind, language: Language): string | undefined {
  const formats: Partial<Record<ColumnKind, string>> = {
    time: DATES[language].excel,
    distance: '0.00',
    speed: '0.0',
    volume: '0.00',
    duration: '[h]:mm:ss',
    coordinate: '0.000000',
    integer: '0',
  };
  return formats[kind];
}

/** A spreadsheet cell: numbers stay numbers, times become local Dates. */
export function sheetValue(kind: ColumnKind, value: CellValue, prefs: Preferences) {
  if (value === null || kind === 'text' || typeof value === 'string') return value;
  if (kind === 'time') return wallClock(value, prefs.timezone);
  return convert(kind, value, prefs);
}

/** A local date and time as text, e.g. `31/12/2024 23:59:59`. */
export const dateText = (ms: number, prefs: Preferences): string =>
  DateTime.fromMillis(ms, { zone: prefs.timezone }).toFormat(DATES[prefs.language].luxon);

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
function decimals(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A cell as printed text (the PDF): numbers in the reader's language and units. */
export function cellText(kind: ColumnKind, value: CellValue, prefs: Preferences): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'time') return dateText(value, prefs);
  if (kind === 'duration') return durationText(value);
  const digits = { distance: 2, speed: 1, volume: 2, coordinate: 6 }[kind as string] ?? 0;
  return decimals(prefs.language, digits).format(convert(kind, value, prefs));
}
