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

/** The side menu of SPEC §2, with the version label at the bottom. */
export function SideMenu() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav className={styles.menu} aria-label="menu">
      {ENTRIES.map((entry) => {
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
