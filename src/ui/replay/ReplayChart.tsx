import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayData } from '../../worker/types';
import { chartPoints, type TimeSeries } from '../charts/buildTimePlot';
import { deviceColor } from '../charts/palette';
import { AttributePicker, useAttributeAxis } from '../charts/AttributePicker';
import { TimeChart } from '../charts/TimeChart';
import { useCore } from '../core/CoreContext';
import type { ReplayActor } from './useReplayPlayer';
import styles from './ReplayPage.module.css';

/** Points per line the worker sends when the chart's width is unknown (no layout). */
const CHART_POINTS = 2_400;
const CHART_HEIGHT = 140;

/**
 * The chart under the timeline (SPEC §2 route player): any numeric attribute over the clip, one
 * line per device; its cursor is the clock, hovering shows that point, a click seeks there.
 */
export function ReplayChart({
  actor,
  data,
  timeZone,
  onHover,
}: {
  actor: ReplayActor;
  data: ReplayData;
  timeZone: string;
  onHover(time: number | null): void;
}) {
  const { i18n } = useTranslation();
  const core = useCore();
  const time = useSelector(actor, (s) => s.context.time);
  const [attribute, setAttribute] = useState('speed');
  // Null until the worker's lines arrive: Plot draws once, with them, in a task of its own.
  const [series, setSeries] = useState<TimeSeries[] | null>(null);
  // One domain per load: a new array would draw the chart again on every frame.
  const domain = useMemo((): [number, number] => [data.start, data.end], [data]);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    // As many points as the chart has pixels to show them (two per column): a side panel's
    // chart is ~600 px wide, Plot builds its line from half the points a wide one needs.
    const width = area.current?.clientWidth ?? 0;
    const maxPoints = width > 0 ? chartPoints(width) : CHART_POINTS;
    void core.replaySeries({ attribute, maxPoints }).then((lines) => {
      if (!current) return;
      setSeries(
        lines.map((line, index) => ({
          name: data.tracks[index]?.name ?? String(line.deviceId),
          times: line.times,
          values: line.values,
          color: deviceColor(index),
        })),
      );
    });
    return () => {
      current = false;
    };
  }, [core, attribute, data]);

  const axis = useAttributeAxis(attribute, data.units.speed);
  return (
    <div className={styles.chart}>
      <AttributePicker attributes={data.attributes} value={attribute} onChange={setAttribute} />
      <div ref={area}>
        {series ? (
          <TimeChart
            series={series}
            label={axis}
            locale={i18n.language}
            timeZone={timeZone}
            domain={domain}
            cursor={time}
            height={CHART_HEIGHT}
            onHover={onHover}
            onSeek={(value) => actor.send({ type: 'replay.seek', time: value })}
          />
        ) : (
          <div style={{ height: CHART_HEIGHT }} data-testid="replay-chart-pending" />
        )}
      </div>
    </div>
  );
}
