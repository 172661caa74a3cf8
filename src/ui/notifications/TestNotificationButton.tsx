import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useMessageText } from '../forms/FormContext';
import styles from './Notifications.module.css';

/**
 * "Send test" (SPEC §2): the server sends a test notification to the signed-in user through
 * each chosen channel (all of them when none is chosen); says whether it went.
 */
export function TestNotificationButton({ channels }: { channels: readonly string[] }) {
  const { t } = useTranslation();
  const core = useCore();
  const text = useMessageText();
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const send = async () => {
    setState({ busy: true, message: null });
    try {
      if (channels.length === 0) await core.testNotification();
      for (const notificator of channels) await core.testNotification({ notificator });
      setState({ busy: false, message: t('notifications.testSent') });
    } catch (error) {
      const failure = error as { code?: string; message?: string };
      const reason = failure.message || text(failure.code ?? '');
      setState({ busy: false, message: t('notifications.testFailed', { reason }) });
    }
  };
  return (
    <>
      {state.message && (
        <p className={styles.status} role="status">
          {state.message}
        </p>
      )}
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        disabled={state.busy}
        onClick={() => void send()}
      >
        {t('notifications.test')}
      </button>
    </>
  );
}
