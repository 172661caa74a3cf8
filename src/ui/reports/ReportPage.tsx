import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { ReportRequest, ReportRow } from '../../worker/types';
import { useCore, useTopic } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { useMap } from '../map/MapContext';
import { ReportForm } from './ReportForm';
import { ReportMarkersOverlay } from './ReportMarkersOverlay';
import { REPORT_PAGES } from './reportPages';
import { ReportResults } from './ReportResults';
import { useReportZone } from './useReportZone';
import styles from './ReportPage.module.css';

type Place = { longitude: number; latitude: number };

/**
 * One report screen (`/reports/resume|travels|stops|events|history`, SPEC §2): the form, then
 * the run's results; a row click centres the map on it. Back goes to the chooser.
 */
export function ReportPage({ params }: { params: { type: string } }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const map = useMap();
  const zone = useReportZone();
  const prefs = useDisplayPrefs();
  const view = useTopic('report');
  const page = REPORT_PAGES.find((entry) => entry.path === params.type);
  const [selected, setSelected] = useState<{ index: number; place: Place | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The form starts from the run on screen (or a recent one the chooser started), once.
  const initial = useRef<ReportRequest | null | undefined>(undefined);

  const mine = page && view?.request?.kind === page.kind ? view : null;
  if (initial.current === undefined && view) initial.current = mine?.request ?? null;
  const format = useMemo(
    () => ({
      t,
      exists: (key: string) => i18n.exists(key),
      language: i18n.language,
      timeZone: zone,
      hour12: prefs.hour12,
      coordinateFormat: prefs.coordinateFormat,
      units: mine?.units ?? {
        speed: 'kmh' as const,
        distance: 'km' as const,
        volume: 'ltr' as const,
      },
    }),
    [t, i18n, zone, prefs, mine?.units],
  );

  if (!page) return <Redirect to="/reports" replace />;

  const open = async (row: ReportRow) => {
    setNotice(null);
    const place = await core.locateReportRow({ index: row.index });
    setSelected({ index: row.index, place });
    if (place) map?.flyTo({ ...place, zoom: Math.max(map.getZoom(), 15) });
    else if (page.kind === 'events') setNotice(t('reports.results.unlocated'));
  };

  return (
    <SidePanel title={t(`reports.kinds.${page.kind}`)} back="/reports" wide>
      <div className={styles.page} data-testid={`report-${page.kind}`}>
        <ReportForm
          kind={page.kind}
          initial={initial.current ?? null}
          loading={mine?.status === 'loading'}
          progress={mine?.progress ?? null}
          zone={zone}
          now={Date.now}
          onLoad={(request) => {
            setSelected(null);
            void core.runReport(request);
          }}
          onCancel={() => void core.cancelReport()}
        />
        {mine && (
          <ReportResults
            view={mine}
            format={format}
            selectedIndex={selected?.index ?? null}
            notice={notice}
            onRowClick={(row) => void open(row)}
          />
        )}
      </div>
      <ReportMarkersOverlay runId={mine?.id ?? 0} selected={selected?.place ?? null} />
    </SidePanel>
  );
}
