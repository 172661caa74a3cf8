import type { DisplayPrefs } from './displayPrefs';
import { numberFormat } from './formatters';

type CoordinatePrefs = Pick<DisplayPrefs, 'locale' | 'coordinateFormat'>;

const HEMISPHERES = { latitude: ['N', 'S'], longitude: ['E', 'W'] } as const;

/**
 * One latitude or longitude in the user's format: `dd` -23,550520 (signed, 6 decimals, as the
 * report files write it), `ddm` 23° 33,03′ S (minutes to 2 decimals), `dms` 23° 33′ 02″ S
 * (whole seconds), as traccar-web writes them; rounding carries into the larger unit.
 */
export function formatCoordinate(
  value: number,
  axis: 'latitude' | 'longitude',
  prefs: CoordinatePrefs,
): string {
  const number = (digits: number, whole = 1) =>
    numberFormat(prefs.locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      minimumIntegerDigits: whole,
    });
  if (prefs.coordinateFormat === 'dd') return number(6).format(value);
  const hemisphere = HEMISPHERES[axis][value < 0 ? 1 : 0];
  const absolute = Math.abs(value);
  if (prefs.coordinateFormat === 'ddm') {
    const hundredths = Math.round(absolute * 6000);
    const degrees = Math.floor(hundredths / 6000);
    const minutes = (hundredths % 6000) / 100;
    return `${degrees}° ${number(2, 2).format(minutes)}′ ${hemisphere}`;
  }
  const seconds = Math.round(absolute * 3600);
  const degrees = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${degrees}° ${number(0, 2).format(minutes)}′ ${number(0, 2).format(seconds % 60)}″ ${hemisphere}`;
}

/** A position's latitude and longitude in the user's format. */
export function formatCoordinates(
  latitude: number,
  longitude: number,
  prefs: CoordinatePrefs,
): string {
  return `${formatCoordinate(latitude, 'latitude', prefs)}, ${formatCoordinate(longitude, 'longitude', prefs)}`;
}
