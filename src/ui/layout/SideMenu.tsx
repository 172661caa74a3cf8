import {
  mdiBellRingOutline,
  mdiCarConnected,
  mdiConsole,
  mdiFileChartOutline,
  mdiFolderMultipleOutline,
  mdiHistory,
  mdiPlusCircleOutline,
  mdiVectorPolygon,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { VERSION_LABEL } from '@farol/model';
import { Icon } from '../common/Icon';
import { useSession } from '../core/hooks';
import { canSeeReports } from '../reports/reportRights';
import styles from './SideMenu.module.css';

const ENTRIES = [
  { to: '/devices', label: 'menu.devices', icon: mdiCarConnected },
  { to: '/reports', label: 'menu.reports', icon: mdiFileChartOutline },
  { to: '/history', label: 'menu.history', icon: mdiHistory },
  { to: '/geofence', label: 'menu.geofence', icon: mdiVectorPolygon },
  { to: '/commands', label: 'menu.commands', icon: mdiConsole },
  { to: '/groups', label: 'menu.groups', icon: mdiFolderMultipleOutline },
  { to: '/notifications', label: 'menu.notifications', icon: mdiBellRingOutline },
  { to: '/autolink', label: 'menu.addDevice', icon: mdiPlusCircleOutline },
] as const;

/** Entries only users with report rights see (SPEC §6). */
const REPORT_ENTRIES: ReadonlySet<string> = new Set(['/reports', '/history']);

/** The side menu of SPEC §2, with the version label at the bottom. */
export function SideMenu() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const session = useSession();
  const reports = canSeeReports(session?.user, session?.server);
  return (
    <nav className={styles.menu} aria-label="menu">
      {ENTRIES.filter((entry) => reports || !REPORT_ENTRIES.has(entry.to)).map((entry) => {
        const active = location === entry.to || location.startsWith(`${entry.to}/`);
        return (
          <Link
            key={entry.to}
            href={entry.to}
            className={styles.entry}
            title={t(entry.label)}
            aria-current={active ? 'page' : undefined}
          >
            <Icon path={entry.icon} size={22} />
            <span className={styles.label}>{t(entry.label)}</span>
          </Link>
        );
      })}
      <span className={styles.version} title="version">
        {VERSION_LABEL}
      </span>
    </nav>
  );
}
