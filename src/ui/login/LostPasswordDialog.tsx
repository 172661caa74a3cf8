import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import controls from '../common/controls.module.css';
import { Dialog } from '../common/Dialog';
import { useCore } from '../core/CoreContext';
import { ErrorText } from './ErrorText';

/**
 * "Lost password": the e-mail to send a reset link to (empty: FILL_EMAIL_FIELD). The answer
 * never says whether the address has an account, so neither does this dialog.
 */
export function LostPasswordDialog({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [email, setEmail] = useState(initialEmail.includes('@') ? initialEmail : '');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    if (!email.trim()) return setError('FILL_EMAIL_FIELD');
    setState('sending');
    try {
      await core.requestPasswordReset({ email });
      setState('sent');
    } catch (cause) {
      const failure = cause as { code?: string; message?: string };
      setError(failure.code ?? 'SERVER_ERROR');
      setMessage(failure.message ?? null);
      setState('editing');
    }
  };
  const sent = state === 'sent';
  return (
    <Dialog
      title={t('recover.title')}
      onClose={onClose}
      actions={
        sent ? (
          <button type="button" className={controls.button} onClick={onClose}>
            {t('common.close')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={`${controls.button} ${controls.ghost}`}
              onClick={onClose}
            >
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              form="lost-password"
              className={controls.button}
              disabled={state === 'sending'}
            >
              {state === 'sending' ? t('recover.sending') : t('recover.send')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status">{t('recover.sent', { email: email.trim() })}</p>
      ) : (
        <form
          id="lost-password"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p>{t('recover.text')}</p>
          <label className={controls.field}>
            <span className={controls.label}>{t('recover.email')}</span>
            <input
              className={controls.input}
              type="email"
              name="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <ErrorText code={error} message={message} />
        </form>
      )}
    </Dialog>
  );
}
