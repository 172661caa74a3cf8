import { mdiPause, mdiPlay, mdiSkipNext, mdiSkipPrevious } from '@mdi/js';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLAY_SPEEDS } from '../../machines/replayMachine';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import type { ReplayActor } from './useReplayPlayer';
import styles from './ReplayPage.module.css';

/**
 * The player's controls (SPEC §2 route player): play/pause, previous/next point, speed
 * 1x…1000x, skip stops, follow, the timeline scrubber, and — with several devices — the one
 * in focus (whose fixes previous/next step between, whose point the panel shows and the camera
 * follows); every clock gesture is a machine event.
 */
export function ReplayControls({
  actor,
  timeZone,
  follow,
  onFollow,
  tracks,
  followed,
  onFollowed,
}: {
  actor: ReplayActor;
  timeZone: string;
  follow: boolean;
  onFollow(on: boolean): void;
  tracks: readonly { deviceId: number; name: string }[];
  /** The index in `tracks` of the device in focus. */
  followed: number;
  onFollowed(index: number): void;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const speedId = useId();
  const followedId = useId();
  const { time, speed, skipStops, clip } = useSelector(actor, (s) => s.context);
  const playing = useSelector(actor, (s) => s.matches('playing'));
  const seeking = useSelector(actor, (s) => s.matches('seeking'));
  if (!clip) return null;
  const toggle = () => actor.send({ type: playing ? 'replay.pause' : 'replay.play' });
  const moveTo = (value: number) =>
    actor.send(
      seeking ? { type: 'replay.scrub', time: value } : { type: 'replay.seek', time: value },
    );

  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('replay.previous')}
          title={t('replay.previous')}
          onClick={() => actor.send({ type: 'replay.step', direction: -1 })}
        >
          <Icon path={mdiSkipPrevious} />
        </button>
        <button
          type="button"
          className={`${controls.iconButton} ${styles.play}`}
          aria-label={playing ? t('replay.pause') : t('replay.play')}
          title={playing ? t('replay.pause') : t('replay.play')}
          onClick={toggle}
        >
          <Icon path={playing ? mdiPause : mdiPlay} size={24} />
        </button>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('replay.next')}
          title={t('replay.next')}
          onClick={() => actor.send({ type: 'replay.step', direction: 1 })}
        >
          <Icon path={mdiSkipNext} />
        </button>
        <output className={styles.clock} data-testid="replay-clock" data-time={time}>
          {formatDateTime(time, { ...prefs, timeZone })}
        </output>
        <label className={styles.inline} htmlFor={speedId}>
          <span className={styles.hidden}>{t('replay.speed')}</span>
          <select
            id={speedId}
            className={controls.input}
            value={speed}
            onChange={(event) =>
              actor.send({ type: 'replay.speed', speed: Number(event.target.value) })
            }
          >
            {REPLAY_SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}x
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        type="range"
        className={styles.scrubber}
        aria-label={t('replay.timeline')}
        min={clip.start}
        max={clip.end}
        step={1000}
        value={time}
        onPointerDown={() => actor.send({ type: 'replay.scrubStart' })}
        onPointerUp={() => actor.send({ type: 'replay.scrubEnd' })}
        onChange={(event) => moveTo(Number(event.target.value))}
      />
      <div className={styles.toggles}>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={skipStops}
            onChange={(event) => actor.send({ type: 'replay.skipStops', on: event.target.checked })}
          />
          {t('replay.skipStops')}
        </label>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={follow}
            onChange={(event) => onFollow(event.target.checked)}
          />
          {t('replay.follow')}
        </label>
        {tracks.length > 1 && (
          <label className={styles.inline} htmlFor={followedId}>
            {t('replay.followed')}
            <select
              id={followedId}
              className={controls.input}
              value={followed}
              onChange={(event) => onFollowed(Number(event.target.value))}
            >
              {tracks.map((track, i) => (
                <option key={track.deviceId} value={i}>
                  {track.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  );
}
