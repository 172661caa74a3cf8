import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayData, ReplayPoint } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { formatDateTime } from '../format/formatDateTime';
import { formatCoordinates } from '../format/formatCoordinates';
import { formatNumber } from '../format/formatNumber';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { attributeLabel } from '../reports/attributeLabel';
import { indexAt } from './trackAt';
import type { ReplayActor } from './useReplayPlayer';
import styles from './ReplayPage.module.css';

/** While playing, the panel asks for the current point at most this often. */
const PLAYING_REFRESH_MS = 500;

/**
 * The per-point panel (SPEC §2 route player): time, speed, course, altitude, address and every
 * attribute of the followed device's point at the clock — or under the chart's pointer.
 */
export function ReplayPointPanel({
  actor,
  data,
  followed,
  hoverTime,
  timeZone,
}: {
  actor: ReplayActor;
  data: ReplayData;
  followed: number;
  hoverTime: number | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const prefs = useDisplayPrefs();
  const track = data.tracks[followed];
  const playing = useSelector(actor, (s) => s.matches('playing'));
  const clockIndexAt = (time: number) =>
    track ? Math.max(0, indexAt(track.times, track.length, time)) : -1;
  // While playing the clock moves every frame: the panel reads it when it asks (twice a
  // second) instead of rendering again on every tick (-1 meanwhile).
  const clockIndex = useSelector(actor, (s) =>
    s.matches('playing') ? -1 : clockIndexAt(s.context.time),
  );
  const readClock = useRef((): number => -1);
  readClock.current = () => clockIndexAt(actor.getSnapshot().context.time);
  const index =
    hoverTime !== null && track
      ? Math.max(0, indexAt(track.times, track.length, hoverTime))
      : clockIndex;
  const [point, setPoint] = useState<ReplayPoint | null>(null);
  const wanted = useRef(index);
  wanted.current = index;
  // At rest every move asks at once; while playing the interval does.
  const restingIndex = playing ? -1 : index;

  useEffect(() => {
    let current = true;
    const ask = () => {
      const at = wanted.current >= 0 ? wanted.current : readClock.current();
      if (at < 0) return;
      void core.replayPoint({ track: followed, index: at }).then((found) => {
        if (current) setPoint(found);
      });
    };
    ask();
    // While playing, the point changes every few frames: read it at most twice a second.
    const timer = playing ? setInterval(ask, PLAYING_REFRESH_MS) : undefined;
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [core, followed, playing, restingIndex]);

  if (!point || !track) return null;
  const language = i18n.language;
  const rows: [string, string][] = [
    [t('replay.point.time'), formatDateTime(point.time, { ...prefs, timeZone }) ?? '—'],
    [
      t('replay.point.speed'),
      `${formatNumber(point.speed, language, 1)} ${t(`units.${data.units.speed}`)}`,
    ],
    [t('replay.point.course'), `${formatNumber(point.course, language, 0)}°`],
    [t('replay.point.altitude'), `${formatNumber(point.altitude, language, 0)} m`],
    [t('replay.point.place'), formatCoordinates(point.latitude, point.longitude, prefs)],
    [t('replay.point.address'), point.address ?? '—'],
    ...Object.entries(point.attributes).map(([name, value]): [string, string] => [
      attributeLabel(name, i18n),
      typeof value === 'number'
        ? formatNumber(value, language, 2)
        : typeof value === 'boolean'
          ? t(value ? 'common.yes' : 'common.no')
          : value,
    ]),
  ];
  return (
    <section
      className={styles.section}
      aria-label={t('replay.point.title')}
      data-testid="replay-point"
    >
      <h3 className={styles.heading}>
        {hoverTime !== null ? t('replay.point.hovered') : t('replay.point.title')} · {track.name}
      </h3>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
