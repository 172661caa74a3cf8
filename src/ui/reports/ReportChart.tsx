import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../worker/types';
import type { TimeSeries } from '../charts/buildTimePlot';
import { deviceColor } from '../charts/palette';
import { AttributePicker, useAttributeAxis } from '../charts/AttributePicker';
import { TimeChart } from '../charts/TimeChart';
import { useCore } from '../core/CoreContext';
import styles from './ReportPage.module.css';

/** Points per line the worker sends: about two per pixel of a wide chart. */
const CHART_POINTS = 2_400;

/**
 * The route report's chart (SPEC §2 "chart type"): any numeric attribute of the positions over
 * time, one line per device, thinned in the worker.
 */
export function ReportChart({ view, timeZone }: { view: ReportView; timeZone: string }) {
  const { i18n } = useTranslation();
  const core = useCore();
  const [attribute, setAttribute] = useState('speed');
  const [series, setSeries] = useState<TimeSeries[]>([]);

  useEffect(() => {
    let current = true;
    void core.reportSeries({ attribute, maxPoints: CHART_POINTS }).then((lines) => {
      if (!current) return;
      setSeries(
        lines.map((line, index) => ({
          name: line.name,
          times: line.times,
          values: line.values,
          color: deviceColor(index),
        })),
      );
    });
    return () => {
      current = false;
    };
  }, [core, attribute, view.id]);

  const axis = useAttributeAxis(attribute, view.units.speed);
  return (
    <div className={styles.chartBox}>
      <AttributePicker attributes={view.attributes} value={attribute} onChange={setAttribute} />
      <TimeChart
        series={series}
        label={axis}
        locale={i18n.language}
        timeZone={timeZone}
      />
    </div>
  );
}
