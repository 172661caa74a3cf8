import { Logo } from '../branding/Logo';
import styles from './pages.module.css';

/** Shown while start-up loads server info and the session. */
export function Splash() {
  return (
    <main className={styles.page} aria-busy="true">
      <Logo size="large" />
    </main>
  );
}
