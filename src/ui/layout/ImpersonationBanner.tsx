import { mdiAccountArrowLeft } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import styles from './Header.module.css';

/**
 * While logged in as another account: whose account this is, and the way back to one's own
 * (which lands on the users list it came from).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const by = session?.impersonator;
  const user = session?.user;
  if (!by || !user) return null;
  const back = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await core.returnToSelf();
      navigate('/users');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.impersonation} role="status" data-testid="impersonation">
      <span className={styles.impersonationText}>
        {t('impersonation.banner', { name: user.name || user.email })}
      </span>
      <button
        type="button"
        className={styles.impersonationBack}
        disabled={busy}
        title={t('impersonation.back', { name: by.name })}
        onClick={() => void back()}
      >
        <Icon path={mdiAccountArrowLeft} size={16} />
        <span className={styles.impersonationBackText}>
          {failed ? t('impersonation.backFailed') : t('impersonation.back', { name: by.name })}
        </span>
      </button>
    </div>
  );
}
