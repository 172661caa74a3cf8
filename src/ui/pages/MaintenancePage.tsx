import { mdiServerNetworkOff } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import styles from './pages.module.css';

/** /maintenance: shown when server info cannot be loaded; retry runs the start-up again. */
export function MaintenancePage({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Icon path={mdiServerNetworkOff} size={48} className={styles.icon} />
        <h1>{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
        <button type="button" className={controls.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </main>
  );
}
