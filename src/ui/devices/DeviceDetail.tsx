import { useTranslation } from 'react-i18next';
import { convertDistance, distanceUnitOf } from '../../model';
import type { SelectedDevice } from '../../worker/types';
import { useSession } from '../core/hooks';
import { formatDateTime } from '../format/formatDateTime';
import { formatCoordinates, formatNumber } from '../format/formatNumber';
import { formatRelativeTime } from '../format/formatRelativeTime';
import { useNow } from '../format/useNow';
import { DeviceAvatar } from './DeviceAvatar';
import styles from './DeviceDetail.module.css';

type Field = [label: string, value: string | null];

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The selected device's state: status, speed, place, time, power and identity. */
export function DeviceDetail({ selected }: { selected: SelectedDevice }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const now = useNow();
  const locale = i18n.language;
  const { device, position, row } = selected;
  const attributes = position?.attributes ?? {};
  const distanceUnit = distanceUnitOf(session?.user?.attributes.distanceUnit);
  const timeZone = session?.user?.attributes.timezone as string | undefined;

  const battery = num(attributes.batteryLevel);
  const power = num(attributes.power);
  const totalDistance = num(attributes.totalDistance) ?? num(attributes.odometer);
  const ignition = typeof attributes.ignition === 'boolean' ? attributes.ignition : null;

  const live: Field[] = position
    ? [
        [
          t('detail.speed'),
          row.speed === null
            ? null
            : `${formatNumber(row.speed, locale)} ${t(`units.${row.speedUnit}`)}`,
        ],
        [t('detail.address'), position.address],
        [t('detail.coordinates'), formatCoordinates(position.latitude, position.longitude, locale)],
        [t('detail.course'), `${formatNumber(position.course, locale)}°`],
        [t('detail.altitude'), `${formatNumber(position.altitude, locale)} m`],
        [t('detail.fixTime'), formatDateTime(position.fixTime, locale, timeZone)],
        [
          t('detail.ignition'),
          ignition === null ? null : ignition ? t('common.on') : t('common.off'),
        ],
        [t('detail.battery'), battery === null ? null : `${formatNumber(battery, locale)}%`],
        [t('detail.power'), power === null ? null : `${formatNumber(power, locale, 1)} V`],
        [
          t('detail.odometer'),
          totalDistance === null
            ? null
            : `${formatNumber(convertDistance(totalDistance, distanceUnit), locale, 2)} ${t(`units.${distanceUnit}`)}`,
        ],
      ]
    : [];
  const identity: Field[] = [
    [t('detail.uniqueId'), device.uniqueId],
    [t('detail.category'), t(`categories.${device.category || 'default'}`)],
    [
      t('detail.plate'),
      typeof device.attributes.plate === 'string' ? device.attributes.plate : null,
    ],
    [t('detail.model'), device.model],
    [t('detail.phone'), device.phone],
  ];

  return (
    <div className={styles.detail} data-testid="device-detail" data-device-id={device.id}>
      <div className={styles.summary}>
        <DeviceAvatar category={device.category} status={device.status} size={48} />
        <div>
          <div className={styles.status} data-status={device.status}>
            {t(`status.${device.status}`)}
            {position && ` · ${row.motion ? t('status.moving') : t('status.stopped')}`}
          </div>
          <div className={styles.updated}>
            {t('detail.lastUpdate')}:{' '}
            <span title={formatDateTime(row.lastUpdate, locale, timeZone) ?? undefined}>
              {formatRelativeTime(row.lastUpdate, now, locale) ?? t('common.never')}
            </span>
          </div>
        </div>
        {row.speed !== null && (
          <div className={styles.speed}>
            <strong data-testid="detail-speed">{formatNumber(row.speed, locale)}</strong>
            <span>{t(`units.${row.speedUnit}`)}</span>
          </div>
        )}
      </div>
      {!position && <p className={styles.message}>{t('detail.noPosition')}</p>}
      <dl className={styles.fields}>
        {[...live, ...identity]
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.field}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
