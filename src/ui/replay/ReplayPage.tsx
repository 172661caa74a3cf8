import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { ReplayData, ReportRequest } from '../../worker/types';
import { useWarmTimePlot } from '../charts/TimeChart';
import { useTopic } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { periodOf } from '../reports/period';
import { ReportForm } from '../reports/ReportForm';
import { reportErrorText } from '../reports/reportErrorText';
import { useReportZone } from '../reports/useReportZone';
import { MAX_REPLAY_DEVICES } from './replayLimits';
import { ReplayChart } from './ReplayChart';
import { ReplayColoring } from './ReplayColoring';
import { ReplayControls } from './ReplayControls';
import { ReplayOverlay } from './ReplayOverlay';
import { ReplayPointPanel } from './ReplayPointPanel';
import { ReplayStats } from './ReplayStats';
import { useAfterPaint } from './useAfterPaint';
import { useReplayPlayer } from './useReplayPlayer';
import styles from './ReplayPage.module.css';

/** `?deviceId=7` (the device's "history" action): that device, today. */
function requestFromSearch(search: string, zone: string): ReportRequest | null {
  const deviceId = Number(new URLSearchParams(search).get('deviceId'));
  if (!Number.isInteger(deviceId) || deviceId <= 0) return null;
  const period = periodOf('today', Date.now(), zone)!;
  return { kind: 'route', deviceIds: [deviceId], groupIds: [], ...period };
}

/**
 * The route player (`/history`, SPEC §2): up to 20 devices and a period; then the routes on the
 * map (coloured by speed or any attribute, stops and events), the controls, the chart synced
 * with the timeline, the point under the clock or the pointer, and each track's figures.
 */
export function ReplayPage() {
  const { t, i18n } = useTranslation();
  const zone = useReportZone();
  // Plot compiled while the page waits for the user, not in the task that shows the chart.
  useWarmTimePlot(i18n.language, zone);
  const search = useSearch();
  const initial = useMemo(() => requestFromSearch(search, zone), [search, zone]);
  const { actor, data, status, error, followed, setFollowed } = useReplayPlayer();
  const replay = useTopic('replayProgress');
  // The colouring chosen, kept with the load it colours (a new load starts with its own).
  const [colored, setColored] = useState<{ of: ReplayData; levels: Uint8Array[] | null } | null>(
    null,
  );
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const [follow, setFollow] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  const onColors = useCallback(
    (of: ReplayData, levels: Uint8Array[] | null) => setColored({ of, levels }),
    [],
  );
  const colors = data && colored?.of === data ? colored.levels : (data?.colors?.levels ?? null);
  const loading = status === 'loading';
  const empty = data !== null && data.tracks.every((track) => track.length === 0);
  const shown = data && !loading && !empty ? data : null;
  // The shell (controls, the map's layers) first; the details once it has painted.
  const details = useAfterPaint(shown);

  return (
    <SidePanel title={t('replay.title')} back="/reports" wide>
      <div className={styles.page} ref={marker} data-testid="replay" data-status={String(status)}>
        <ReportForm
          kind="route"
          initial={initial}
          loading={loading}
          progress={loading && replay?.status === 'loading' ? replay.progress : null}
          zone={zone}
          now={Date.now}
          maxDevices={MAX_REPLAY_DEVICES}
          onLoad={(request) =>
            actor.send({
              type: 'replay.load',
              request: { deviceIds: request.deviceIds, from: request.from, to: request.to },
            })
          }
          onCancel={() => actor.send({ type: 'replay.cancel' })}
        />
        {status === 'failed' && error && (
          <p className={styles.message} role="alert">
            {reportErrorText(error, t)}
          </p>
        )}
        {empty && <p className={styles.message}>{t('replay.noRoute')}</p>}
        {shown && (
          <ReplayControls
            actor={actor}
            timeZone={zone}
            follow={follow}
            onFollow={setFollow}
            tracks={shown.tracks}
            followed={followed}
            onFollowed={setFollowed}
          />
        )}
        {shown && details && (
          <>
            <ReplayColoring data={shown} onColors={onColors} />
            <ReplayChart actor={actor} data={shown} timeZone={zone} onHover={setHoverTime} />
            <ReplayPointPanel
              actor={actor}
              data={shown}
              followed={followed}
              hoverTime={hoverTime}
              timeZone={zone}
            />
            <ReplayStats data={shown} />
          </>
        )}
      </div>
      <ReplayOverlay
        actor={actor}
        data={loading ? null : data}
        colors={colors}
        hoverTime={hoverTime}
        followed={followed}
        follow={follow}
        marker={marker}
      />
    </SidePanel>
  );
}
