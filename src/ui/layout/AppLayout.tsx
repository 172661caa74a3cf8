import type { ReactNode } from 'react';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './AppLayout.module.css';

/** Header on top, side menu on the left, and the map stage holding the map and the panels. */
export function AppLayout({ map, children }: { map: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.app}>
      <Header />
      <SideMenu />
      <main className={styles.stage}>
        {map}
        {children}
      </main>
    </div>
  );
}
