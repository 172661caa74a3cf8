import {
  mdiChartLine,
  mdiEmailOutline,
  mdiFileDelimitedOutline,
  mdiFilePdfBox,
  mdiMapMarkerMultipleOutline,
} from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { toCoreError } from './coreErrorOf';
import { reportErrorText } from './reportErrorText';
import { saveFile } from './saveFile';
import styles from './ReportPage.module.css';

type Outcome = { tone: 'info' | 'success' | 'error'; text: string } | null;

/**
 * What a loaded report offers (SPEC §2): its markers on the map, the xlsx and PDF files the
 * server makes, the e-mail of the spreadsheet, and for the route the chart.
 */
export function ReportToolbar({
  view,
  chartShown,
  onToggleChart,
}: {
  view: ReportView;
  chartShown: boolean;
  onToggleChart?(): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const kind = view.request?.kind;

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setOutcome({ tone: 'info', text: t('reports.results.exporting') });
    try {
      const done = await work();
      setOutcome(done ? { tone: 'success', text: done } : null);
    } catch (error) {
      setOutcome({ tone: 'error', text: reportErrorText(toCoreError(error), t, 'fileFailed') });
    } finally {
      setBusy(false);
    }
  };
  const download = (format: 'xlsx' | 'pdf') =>
    run(async () => {
      saveFile(await core.reportFile({ format }));
      return null;
    });
  const mail = () =>
    run(async () => {
      await core.mailReport();
      return t('reports.results.mailSent');
    });

  return (
    <div className={styles.toolbar}>
      <span className={styles.count}>{t('reports.results.rows', { count: view.total })}</span>
      <div className={styles.tools}>
        {kind !== 'summary' && (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={view.markersShown}
            onClick={() => void core.showReportMarkers({ shown: !view.markersShown })}
          >
            <Icon path={mdiMapMarkerMultipleOutline} size={18} />
            {view.markersShown
              ? t('reports.results.hideMarkers')
              : t('reports.results.showMarkers')}
          </button>
        )}
        {onToggleChart && (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={chartShown}
            onClick={onToggleChart}
          >
            <Icon path={mdiChartLine} size={18} />
            {t('reports.results.chart')}
          </button>
        )}
        <button
          type="button"
          className={styles.tool}
          disabled={busy}
          title={t('reports.results.exportTitle', { format: 'Excel' })}
          onClick={() => void download('xlsx')}
        >
          <Icon path={mdiFileDelimitedOutline} size={18} />
          {t('reports.results.exportXlsx')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={busy}
          title={t('reports.results.exportTitle', { format: 'PDF' })}
          onClick={() => void download('pdf')}
        >
          <Icon path={mdiFilePdfBox} size={18} />
          {t('reports.results.exportPdf')}
        </button>
        <button type="button" className={styles.tool} disabled={busy} onClick={() => void mail()}>
          <Icon path={mdiEmailOutline} size={18} />
          {t('reports.results.mail')}
        </button>
      </div>
      {outcome && (
        <p className={styles[outcome.tone]} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}
