import { useTranslation } from 'react-i18next';
import { recentStopsAllowed, serverSwitchOn } from '@farol/model';
import type { SelectedDevice } from '../../worker/types';
import { useSession } from '../core/hooks';
import { formatDateTime } from '../format/formatDateTime';
import { formatNumber } from '../format/formatNumber';
import { formatRelativeTime } from '../format/formatRelativeTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { useNow } from '../format/useNow';
import { DeviceActions } from './actions/DeviceActions';
import { DeviceAvatar } from './DeviceAvatar';
import { deviceFields, pinnedAttributes } from './deviceFields';
import { RecentEvents } from './RecentEvents';
import { RecentStops } from './RecentStops';
import styles from './DeviceDetail.module.css';

/** The selected device's state: status, speed, actions, place, time, power, identity, stops, events. */
export function DeviceDetail({ selected }: { selected: SelectedDevice }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const now = useNow();
  const prefs = useDisplayPrefs();
  const locale = i18n.language;
  const { device, position, row } = selected;
  const user = session?.user;
  const pinned = pinnedAttributes(user, session?.server?.attributes);
  const fields = deviceFields({ selected, user, pinned, prefs, t });
  // The server's events switch (tarkan.enableEvents) takes the recent events off the page.
  const eventsOn = Boolean(
    session?.server && serverSwitchOn(session.server, 'tarkan.enableEvents'),
  );
  // The stops switch (tarkan.enableStops, off unless true) and the stops report's rights.
  const stopsOn = Boolean(
    user &&
    session?.server &&
    recentStopsAllowed({ user, server: session.server, plus: session.edition?.plus ?? false }),
  );
  const refresh = Math.floor((row.lastUpdate ?? 0) / 60_000);

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
            <span title={formatDateTime(row.lastUpdate, prefs) ?? undefined}>
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
      <DeviceActions selected={selected} />
      {!position && <p className={styles.message}>{t('detail.noPosition')}</p>}
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {stopsOn && <RecentStops deviceId={device.id} refresh={refresh} />}
      {eventsOn && <RecentEvents deviceId={device.id} refresh={refresh} />}
    </div>
  );
}
