import { useTranslation } from 'react-i18next';
import { SidePanel } from '../layout/SidePanel';
import styles from './pages.module.css';

/** A section of SPEC §2 whose screen is not part of this version yet: says so plainly. */
export function ComingSoonPage({ titleKey, back }: { titleKey: string; back?: string }) {
  const { t } = useTranslation();
  return (
    <SidePanel title={t(titleKey)} back={back}>
      <div className={styles.notice}>
        <h2>{t('comingSoon.title')}</h2>
        <p>{t('comingSoon.text')}</p>
      </div>
    </SidePanel>
  );
}
