import { useTranslation } from 'react-i18next';
import type { ReplayData } from '../../worker/types';
import { deviceColor } from '../charts/palette';
import { formatDuration } from '../format/formatDuration';
import { formatNumber } from '../format/formatNumber';
import styles from './ReplayPage.module.css';

/** The figures of each device's track (SPEC §2 route player stats), in the user's units. */
export function ReplayStats({ data }: { data: ReplayData }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const speed = t(`units.${data.units.speed}`);
  const distance = t(`units.${data.units.distance}`);
  return (
    <section className={styles.section} aria-label={t('replay.stats.title')}>
      <h3 className={styles.heading}>{t('replay.stats.title')}</h3>
      <div className={styles.statsScroll}>
        <table className={styles.stats} data-testid="replay-stats">
          <thead>
            <tr>
              <th>{t('replay.stats.device')}</th>
              <th>{t('replay.stats.distance')}</th>
              <th>{t('replay.stats.moving')}</th>
              <th>{t('replay.stats.stopped')}</th>
              <th>{t('replay.stats.maxSpeed')}</th>
              <th>{t('replay.stats.averageSpeed')}</th>
              <th>{t('replay.stats.stops')}</th>
              <th>{t('replay.stats.points')}</th>
            </tr>
          </thead>
          <tbody>
            {data.tracks.map((track, i) => (
              <tr key={track.deviceId}>
                <td>
                  <span className={styles.swatch} style={{ background: deviceColor(i) }} />
                  {track.name}
                </td>
                <td>{`${formatNumber(track.stats.distance, language, 2)} ${distance}`}</td>
                <td>{formatDuration(track.stats.movingMs)}</td>
                <td>{formatDuration(track.stats.stoppedMs)}</td>
                <td>{`${formatNumber(track.stats.maxSpeed, language, 0)} ${speed}`}</td>
                <td>{`${formatNumber(track.stats.averageSpeed, language, 0)} ${speed}`}</td>
                <td>{formatNumber(track.stats.stops, language)}</td>
                <td>{formatNumber(track.stats.points, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
