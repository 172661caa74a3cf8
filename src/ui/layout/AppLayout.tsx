import type { ReactNode } from 'react';
import { useSession } from '../core/hooks';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './AppLayout.module.css';

/**
 * Header on top, side menu on the left, and the map stage holding the map and the panels.
 * Share users see no menus and the stage takes the full width (SPEC §6).
 */
export function AppLayout({ map, children }: { map: ReactNode; children: ReactNode }) {
  const session = useSession();
  const shared = Boolean(session?.user?.attributes.isShared);
  return (
    <div className={`${styles.app} ${shared ? styles.full : ''}`} data-shared={shared || undefined}>
      <Header />
      {!shared && <SideMenu />}
      <main className={styles.stage}>
        {map}
        {children}
      </main>
    </div>
  );
}
