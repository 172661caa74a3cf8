import { mdiUpdate } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import { useUpdate } from './hooks';
import styles from './UpdateDialog.module.css';

/**
 * 'NOVA VERSÃO DISPONÍVEL' (SPEC §2): shown when the server serves a newer build than the one
 * running. Reloading loads it; "later" hides the dialog until a build newer still appears.
 */
export function UpdateDialog({ reload = () => window.location.reload() }: { reload?(): void }) {
  const { t } = useTranslation();
  const update = useUpdate();
  const [postponed, setPostponed] = useState<string | null>(null);
  if (!update?.available || update.latest === postponed) return null;
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="update-title"
        aria-describedby="update-text"
      >
        <span className={styles.icon}>
          <Icon path={mdiUpdate} size={28} />
        </span>
        <h2 id="update-title" className={styles.title}>
          {t('update.title')}
        </h2>
        <p id="update-text" className={styles.text}>
          {t('update.text')}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={() => setPostponed(update.latest)}
          >
            {t('update.later')}
          </button>
          <button type="button" className={controls.button} autoFocus onClick={reload}>
            {t('update.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
