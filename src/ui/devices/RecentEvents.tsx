import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingEvent } from '@farol/model';
import { eventLabel } from '../alerts/alertText';
import { useCore } from '../core/CoreContext';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import styles from './DeviceDetail.module.css';

const HOURS = 24;
const SHOWN = 8;

/** The device's events of the last 24 hours, newest first, refreshed when it reports again. */
export function RecentEvents({ deviceId, refresh }: { deviceId: number; refresh: unknown }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const prefs = useDisplayPrefs();
  const [events, setEvents] = useState<TrackingEvent[] | null>(null);

  useEffect(() => {
    let live = true;
    core.deviceEvents({ deviceId, hours: HOURS }).then(
      (loaded) => live && setEvents(loaded),
      () => live && setEvents([]),
    );
    return () => {
      live = false;
    };
  }, [core, deviceId, refresh]);

  const label = (event: TrackingEvent) => {
    const alarm = event.attributes['alarm'];
    return eventLabel(i18n, event.type, typeof alarm === 'string' ? alarm : null);
  };

  return (
    <section className={styles.events} data-testid="recent-events">
      <h2>{t('events.recent')}</h2>
      {events?.length === 0 && <p className={styles.muted}>{t('events.none')}</p>}
      <ul>
        {events?.slice(0, SHOWN).map((event) => (
          <li key={event.id}>
            <span>{label(event)}</span>
            <time>{formatDateTime(event.eventTime, prefs)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
