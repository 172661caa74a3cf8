import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import formStyles from '../forms/Form.module.css';

/** "Reiniciar servidor" (SPEC §3 "Server": restart), asked first; the server logs it. */
export function RestartServerButton() {
  const { t } = useTranslation();
  const core = useCore();
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const restart = async () => {
    setAsking(false);
    try {
      await core.restartServer();
      setStatus(t('settings.restarting'));
    } catch (error) {
      setStatus(t('settings.restartFailed', { reason: (error as { message?: string }).message }));
    }
  };
  return (
    <>
      {status && (
        <span className={formStyles.hint} role="status">
          {status}
        </span>
      )}
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => setAsking(true)}
      >
        {t('settings.restart')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('settings.restart')}
          text={t('settings.restartQuestion')}
          confirmLabel={t('settings.restart')}
          danger
          onConfirm={() => void restart()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
