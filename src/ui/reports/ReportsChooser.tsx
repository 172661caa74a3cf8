import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { RecentReport } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { SidePanel } from '../layout/SidePanel';
import { pageOfKind, PLAYER_ICON, REPORT_PAGES } from './reportPages';
import { canRunReport } from './reportRights';
import { useReportZone } from './useReportZone';
import styles from './ReportsChooser.module.css';

/** `/reports` (SPEC §2): the report types, the route player, and the latest runs (25). */
export function ReportsChooser() {
  const { t } = useTranslation();
  const core = useCore();
  const zone = useReportZone();
  const prefs = { ...useDisplayPrefs(), timeZone: zone };
  const [, navigate] = useLocation();
  const session = useSession();
  const [recent, setRecent] = useState<RecentReport[]>([]);
  const pages = REPORT_PAGES.filter((page) =>
    canRunReport(session?.user, session?.server, page.kind),
  );

  useEffect(() => {
    let current = true;
    void core.recentReports().then((runs) => current && setRecent(runs));
    return () => {
      current = false;
    };
  }, [core]);

  const reopen = (run: RecentReport) => {
    void core.runReport(run.request);
    navigate(`/reports/${pageOfKind(run.request.kind).path}`);
  };
  const scope = (run: RecentReport) => {
    const parts = [];
    if (run.request.deviceIds.length)
      parts.push(t('reports.recentDevices', { count: run.request.deviceIds.length }));
    if (run.request.groupIds.length)
      parts.push(t('reports.recentGroups', { count: run.request.groupIds.length }));
    return parts.join(' · ') || t('reports.recentAll');
  };

  return (
    <SidePanel title={t('reports.title')}>
      <div className={styles.chooser}>
        <h2 className={styles.heading}>{t('reports.chooser')}</h2>
        <ul className={styles.kinds}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link href={`/reports/${page.path}`} className={styles.kind}>
                <Icon path={page.icon} size={26} />
                <span className={styles.text}>
                  <span className={styles.name}>{t(`reports.kinds.${page.kind}`)}</span>
                  <span className={styles.hint}>{t(`reports.hints.${page.kind}`)}</span>
                </span>
              </Link>
            </li>
          ))}
          {canRunReport(session?.user, session?.server, 'route') && (
            <li>
              <Link href="/history" className={styles.kind}>
                <Icon path={PLAYER_ICON} size={26} />
                <span className={styles.text}>
                  <span className={styles.name}>{t('reports.player')}</span>
                  <span className={styles.hint}>{t('reports.hints.player')}</span>
                </span>
              </Link>
            </li>
          )}
        </ul>
        {recent.length > 0 && (
          <>
            <h2 className={styles.heading}>{t('reports.recent')}</h2>
            <ul className={styles.recent} aria-label={t('reports.recent')}>
              {recent.map((run) => (
                <li key={`${run.at}-${run.request.kind}`}>
                  <button type="button" className={styles.run} onClick={() => reopen(run)}>
                    <span className={styles.name}>{t(`reports.kinds.${run.request.kind}`)}</span>
                    <span className={styles.hint}>
                      {formatDateTime(run.request.from, prefs)} –{' '}
                      {formatDateTime(run.request.to, prefs)} · {scope(run)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </SidePanel>
  );
}
