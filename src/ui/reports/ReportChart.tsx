import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../worker/types';
import type { TimeSeries } from '../charts/buildTimePlot';
import { deviceColor } from '../charts/palette';
import { TimeChart } from '../charts/TimeChart';
import { useCore } from '../core/CoreContext';
import controls from '../common/controls.module.css';
import { attributeLabel } from './attributeLabel';
import styles from './ReportPage.module.css';

/** Points per line the worker sends: about two per pixel of a wide chart. */
const CHART_POINTS = 2_400;

/**
 * The route report's chart (SPEC §2 "chart type"): any numeric attribute of the positions over
 * time, one line per device, thinned in the worker.
 */
export function ReportChart({ view, timeZone }: { view: ReportView; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
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

  const unit =
    attribute === 'speed'
      ? ` (${t(`units.${view.units.speed}`)})`
      : attribute === 'altitude'
        ? ' (m)'
        : '';
  return (
    <div className={styles.chartBox}>
      <label className={styles.chartPicker} htmlFor={id}>
        <span className={controls.label}>{t('reports.results.attribute')}</span>
        <select
          id={id}
          className={controls.input}
          value={attribute}
          onChange={(event) => setAttribute(event.target.value)}
        >
          {view.attributes.map((name) => (
            <option key={name} value={name}>
              {attributeLabel(name, i18n)}
            </option>
          ))}
        </select>
      </label>
      <TimeChart
        series={series}
        label={`${attributeLabel(attribute, i18n)}${unit}`}
        locale={i18n.language}
        timeZone={timeZone}
      />
    </div>
  );
}
