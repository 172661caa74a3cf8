import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../branding/Logo';
import styles from './LoginPage.module.css';

/**
 * The public pages' frame: the brand on one side (on top on phones), the card on the other;
 * `taglineKey` changes the line under the brand (the driver's sign-in).
 */
export function LoginFrame({
  children,
  taglineKey = 'login.subtitle',
}: {
  children: ReactNode;
  taglineKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Logo size="large" />
        <p className={styles.tagline}>{t(taglineKey)}</p>
      </aside>
      <main className={styles.formSide}>{children}</main>
    </div>
  );
}
