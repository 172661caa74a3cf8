import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportView } from '../../worker/types';
import controls from '../common/controls.module.css';
import type { CellContext } from './formatCell';
import { ReportChart } from './ReportChart';
import { reportErrorText } from './reportErrorText';
import { ReportTable } from './ReportTable';
import { ReportToolbar } from './ReportToolbar';
import styles from './ReportPage.module.css';

/** What a run shows: its failure, 'no data', or the toolbar, chart and table of its rows. */
export function ReportResults({
  view,
  format,
  selectedIndex,
  notice,
  onRowClick,
}: {
  view: ReportView;
  format: CellContext;
  selectedIndex: number | null;
  notice: string | null;
  onRowClick(row: ReportRow): void;
}) {
  const { t } = useTranslation();
  const [chartShown, setChartShown] = useState(false);
  const kind = view.request?.kind;
  if (!kind) return null;
  if (view.status === 'failed' && view.error) {
    return (
      <p className={`${controls.alert} ${styles.message}`} role="alert">
        {reportErrorText(view.error, t)}
      </p>
    );
  }
  if (view.status === 'cancelled') {
    return (
      <p className={styles.message} role="status">
        {t('reports.results.cancelled')}
      </p>
    );
  }
  if (view.status !== 'ready') return null;
  if (view.total === 0) {
    return (
      <p className={styles.message} role="status">
        {kind === 'route' ? t('reports.results.noRoute') : t('reports.results.noData')}
      </p>
    );
  }
  return (
    <>
      <ReportToolbar
        view={view}
        chartShown={chartShown}
        onToggleChart={kind === 'route' ? () => setChartShown(!chartShown) : undefined}
      />
      {notice && (
        <p className={styles.message} role="status">
          {notice}
        </p>
      )}
      {chartShown && kind === 'route' && <ReportChart view={view} timeZone={format.timeZone} />}
      <ReportTable
        kind={kind}
        view={view}
        format={format}
        selectedIndex={selectedIndex}
        onRowClick={onRowClick}
      />
    </>
  );
}
