import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StopRow } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { formatDateTime } from '../format/formatDateTime';
import { formatDuration } from '../format/formatDuration';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { buildStopLayers, type StopMarker } from '../map/layers/buildStopLayers';
import { useMapOverlays } from '../map/mapOverlays';
import styles from './DeviceDetail.module.css';

const HOURS = 24;
const SHOWN = 8;

/** A stop row's place and period for the map; rows without a place are left out. */
const markersOf = (stops: readonly StopRow[]): StopMarker[] =>
  stops.flatMap((stop) =>
    stop.latitude === null || stop.longitude === null || stop.startTime === null
      ? []
      : [
          {
            start: stop.startTime,
            end: stop.endTime ?? stop.startTime + stop.duration,
            longitude: stop.longitude,
            latitude: stop.latitude,
          },
        ],
  );

/**
 * The device's stops of the last 24 hours (`tarkan.enableStops`): newest first with start,
 * duration and address, and their markers on the map while the device is selected; refreshed
 * when it reports again.
 */
export function RecentStops({ deviceId, refresh }: { deviceId: number; refresh: unknown }) {
  const { t } = useTranslation();
  const core = useCore();
  const prefs = useDisplayPrefs();
  const overlays = useMapOverlays();
  const [stops, setStops] = useState<StopRow[] | null>(null);

  useEffect(() => {
    let live = true;
    core.deviceStops({ deviceId, hours: HOURS }).then(
      (loaded) => live && setStops(loaded),
      () => live && setStops([]),
    );
    return () => {
      live = false;
    };
  }, [core, deviceId, refresh]);

  const markers = useMemo(() => markersOf(stops ?? []), [stops]);
  useEffect(() => {
    overlays.set('device-stops', { layers: buildStopLayers('device', markers) });
  }, [overlays, markers]);
  useEffect(() => () => overlays.set('device-stops', null), [overlays]);

  return (
    <section className={styles.events} data-testid="recent-stops" data-markers={markers.length}>
      <h2>{t('stops.recent')}</h2>
      {stops?.length === 0 && <p className={styles.muted}>{t('stops.none')}</p>}
      <ul>
        {stops?.slice(0, SHOWN).map((stop) => (
          <li key={stop.index} className={styles.stop}>
            <span>
              <time>{formatDateTime(stop.startTime, prefs)}</time>
              {stop.address && <span className={styles.address}>{stop.address}</span>}
            </span>
            <strong>{formatDuration(stop.duration)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
