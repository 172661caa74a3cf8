/** The text of one report cell (pure: the table and its tests share it). */
import type { TFunction } from 'i18next';
import { VOCABULARY_NAMESPACE } from '@farol/model';
import type { ReportUnits } from '../../worker/types';
import { formatDateTime } from '../format/formatDateTime';
import { formatDuration } from '../format/formatDuration';
import { formatMoney } from '../format/formatMoney';
import type { CoordinateFormat } from '../format/displayPrefs';
import { formatCoordinate, formatCoordinates } from '../format/formatCoordinates';
import { formatNumber } from '../format/formatNumber';
import type { ReportColumn } from './reportColumns';

export interface CellContext {
  t: TFunction;
  /** Whether a translation key exists (event types and alarms the catalogue lacks show raw). */
  exists(key: string): boolean;
  language: string;
  timeZone: string;
  /** The user's clock (`twelveHourFormat`); unset, the locale's. */
  hour12?: boolean;
  coordinateFormat?: CoordinateFormat;
  units: ReportUnits;
}

const NONE = '—';

export function formatCell(
  column: ReportColumn,
  row: Record<string, unknown>,
  ctx: CellContext,
): string {
  const value = row[column.id];
  const number = typeof value === 'number' && Number.isFinite(value) ? value : null;
  const { t, language, units } = ctx;
  const named = (key: string, raw: string) => (ctx.exists(key) ? t(key) : raw);
  const prefs = {
    locale: language,
    timeZone: ctx.timeZone,
    hour12: ctx.hour12,
    coordinateFormat: ctx.coordinateFormat ?? 'dd',
  };
  switch (column.format) {
    case 'time':
      return formatDateTime(number, prefs) ?? NONE;
    case 'speed':
      return number === null
        ? NONE
        : `${formatNumber(number, language, 1)} ${t(`units.${units.speed}`)}`;
    case 'distance':
      return number === null
        ? NONE
        : `${formatNumber(number, language, 2)} ${t(`units.${units.distance}`)}`;
    case 'duration':
      return number === null ? NONE : formatDuration(number);
    case 'volume':
      return number === null
        ? NONE
        : `${formatNumber(number, language, 2)} ${t(`reports.volume.${units.volume}`)}`;
    case 'money':
      return number === null ? NONE : formatMoney(number, language);
    case 'eventType':
      return typeof value === 'string' ? named(`${VOCABULARY_NAMESPACE}:events.${value}`, value) : NONE;
    case 'alarm':
      return typeof value === 'string'
        ? value
            .split(',')
            .map((kind) => named(`${VOCABULARY_NAMESPACE}:alarms.${kind}`, kind))
            .join(', ')
        : NONE;
    case 'coordinate':
      return number === null
        ? NONE
        : formatCoordinate(number, /lon/i.test(column.id) ? 'longitude' : 'latitude', prefs);
    case 'altitude':
      return number === null ? NONE : `${formatNumber(number, language, 0)} m`;
    case 'course':
      return number === null ? NONE : `${formatNumber(number, language, 0)}°`;
    case 'place': {
      if (typeof value === 'string' && value !== '') return value;
      const [latKey, lonKey] = column.at ?? ['latitude', 'longitude'];
      const lat = row[latKey];
      const lon = row[lonKey];
      return typeof lat === 'number' && typeof lon === 'number'
        ? formatCoordinates(lat, lon, prefs)
        : NONE;
    }
    case 'text':
      return value === null || value === undefined || value === '' ? NONE : String(value);
  }
}
