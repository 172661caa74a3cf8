import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '@farol/model';
import controls from '../common/controls.module.css';
import { Dialog } from '../common/Dialog';
import { useCore } from '../core/CoreContext';
import { useMessageText } from '../forms/FormContext';

/**
 * "Log in as" an account of one's tree: asks first, then the whole app becomes that account
 * (the header shows whose it is and the way back).
 */
export function LoginAsDialog({ userId, onClose }: { userId: number; onClose(): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const text = useMessageText();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void core.userById({ id: userId }).then((user) => live && setTarget(user));
    return () => {
      live = false;
    };
  }, [core, userId]);
  const name = target ? target.name || target.email : `#${userId}`;
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await core.loginAs({ userId });
      onClose();
      navigate('/home');
    } catch (cause) {
      const failure = cause as { code?: string; message?: string };
      setError(failure.message || text(failure.code ?? 'SERVER_ERROR'));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('impersonation.title')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={controls.button}
            disabled={busy}
            onClick={() => void go()}
          >
            {t('impersonation.confirm')}
          </button>
        </>
      }
    >
      <p>{t('impersonation.question', { name })}</p>
      {error && (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
