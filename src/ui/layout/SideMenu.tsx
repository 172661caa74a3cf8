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
import { SIDE_MENU, VERSION_LABEL } from '@farol/model';
import { Icon } from '../common/Icon';
import { useSession } from '../core/hooks';
import { ENTRY_ROUTES } from './menuRoutes';
import { menusOf } from './menusOf';
import styles from './SideMenu.module.css';

/** The side menu's entries by the model's entry id, in SIDE_MENU order. */
const ENTRIES: Record<(typeof SIDE_MENU)[number], { label: string; icon: string }> = {
  devices: { label: 'menu.devices', icon: mdiCarConnected },
  reports: { label: 'menu.reports', icon: mdiFileChartOutline },
  history: { label: 'menu.history', icon: mdiHistory },
  geofences: { label: 'menu.geofence', icon: mdiVectorPolygon },
  commands: { label: 'menu.commands', icon: mdiConsole },
  groups: { label: 'menu.groups', icon: mdiFolderMultipleOutline },
  notifications: { label: 'menu.notifications', icon: mdiBellRingOutline },
  addDevice: { label: 'menu.addDevice', icon: mdiPlusCircleOutline },
};

/** The side menu of SPEC §2 (entries by the model's `visibleMenus`), with the version label. */
export function SideMenu() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const session = useSession();
  const visible = menusOf(session);
  return (
    <nav className={styles.menu} aria-label="menu">
      {SIDE_MENU.filter((id) => visible.has(id)).map((id) => {
        const entry = { ...ENTRIES[id], to: ENTRY_ROUTES[id]! };
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
