import { convertDistance, distanceUnitOf, type User } from '@farol/model';
import type { SelectedDevice } from '../../worker/types';
import { formatDateTime } from '../format/formatDateTime';
import type { DisplayPrefs } from '../format/displayPrefs';
import { formatCoordinates } from '../format/formatCoordinates';
import { formatNumber } from '../format/formatNumber';

export type Field = [label: string, value: string];

type T = (key: string, options?: Record<string, unknown>) => string;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Attribute keys pinned on the device card: the user's `tarkan.deviceAttributes`, else the server's. */
export function pinnedAttributes(
  user: User | null | undefined,
  serverAttributes: Record<string, unknown> | undefined,
): string[] {
  const raw =
    user?.attributes['tarkan.deviceAttributes'] ?? serverAttributes?.['tarkan.deviceAttributes'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((key) => String(key).trim()).filter(Boolean);
}

/**
 * The detail panel's label/value pairs (SPEC §2 device detail): live state from the position,
 * the pinned attributes, then identity; empty values are left out.
 */
export function deviceFields(input: {
  selected: SelectedDevice;
  user: User | null | undefined;
  pinned: readonly string[];
  prefs: DisplayPrefs;
  t: T;
}): Field[] {
  const { selected, user, pinned, prefs, t } = input;
  const { locale } = prefs;
  const { device, position, row, driver } = selected;
  const attributes = position?.attributes ?? {};
  const distanceUnit = distanceUnitOf(user?.attributes['distanceUnit']);
  const battery = num(attributes['batteryLevel']);
  const power = num(attributes['power']);
  const totalDistance = num(attributes['totalDistance']) ?? num(attributes['odometer']);
  const yesNo = (value: boolean | null, on: string, off: string) =>
    value === null ? null : value ? t(on) : t(off);

  const fields: [string, string | null][] = position
    ? [
        [
          t('detail.speed'),
          row.speed === null
            ? null
            : `${formatNumber(row.speed, locale)} ${t(`units.${row.speedUnit}`)}`,
        ],
        [t('detail.address'), position.address],
        [t('detail.coordinates'), formatCoordinates(position.latitude, position.longitude, prefs)],
        [t('detail.course'), `${formatNumber(position.course, locale)}°`],
        [t('detail.altitude'), `${formatNumber(position.altitude, locale)} m`],
        [t('detail.fixTime'), formatDateTime(position.fixTime, prefs)],
        [t('detail.ignition'), yesNo(row.ignition, 'common.on', 'common.off')],
        [t('detail.blocked'), yesNo(row.blocked, 'detail.blockedOn', 'detail.blockedOff')],
        [t('detail.driver'), driver ? driver.name : row.driverUniqueId],
        [t('detail.battery'), battery === null ? null : `${formatNumber(battery, locale)}%`],
        [t('detail.power'), power === null ? null : `${formatNumber(power, locale, 1)} V`],
        [
          t('detail.odometer'),
          totalDistance === null
            ? null
            : `${formatNumber(convertDistance(totalDistance, distanceUnit), locale, 2)} ${t(`units.${distanceUnit}`)}`,
        ],
        ...pinned.map((key): [string, string | null] => {
          const value = attributes[key];
          return [
            key,
            value === undefined || value === null
              ? null
              : typeof value === 'number'
                ? formatNumber(value, locale, 2)
                : String(value),
          ];
        }),
      ]
    : [];
  fields.push(
    [t('detail.anchored'), selected.anchor ? selected.anchor.name : null],
    [t('detail.uniqueId'), device.uniqueId],
    [t('detail.category'), t(`categories.${device.category || 'default'}`)],
    [t('detail.plate'), row.plate],
    [t('detail.model'), device.model],
    [t('detail.phone'), device.phone],
  );
  return fields.filter((field): field is Field => field[1] !== null && field[1] !== '');
}
