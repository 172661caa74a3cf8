import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './pages.module.css';

/** A public screen of SPEC §2 that is not part of this version yet, with a way back to login. */
export function PublicNotice({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>{t(titleKey)}</h1>
        <p>{t('comingSoon.text')}</p>
        <Link href="/login">{t('login.backToLogin')}</Link>
      </div>
    </main>
  );
}
