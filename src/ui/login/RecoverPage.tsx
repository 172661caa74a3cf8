import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { MIN_PASSWORD_LENGTH, type ErrorCode } from '@farol/model';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { ErrorText } from './ErrorText';
import { LoginFrame } from './LoginFrame';
import styles from './LoginPage.module.css';

/**
 * `/login/recover/{token}`: a new password with the code the reset e-mail carried (SPEC §5:
 * empty code FILL_TOKEN_FIELD; the password 4+ characters, typed twice alike).
 */
export function RecoverPage() {
  const { t } = useTranslation();
  const core = useCore();
  const params = useParams<{ token?: string }>();
  const [token, setToken] = useState(params.token ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'editing' | 'saving' | 'done'>('editing');
  const [error, setError] = useState<{ code: ErrorCode; message?: string } | null>(null);

  const submit = async () => {
    setError(null);
    if (!token.trim()) return setError({ code: 'FILL_TOKEN_FIELD' });
    if (password.length < MIN_PASSWORD_LENGTH) return setError({ code: 'FILL_PASSWORD_LENGTH' });
    if (password !== confirm) return setError({ code: 'PASSWORD_MISMATCH' });
    setState('saving');
    try {
      await core.resetPassword({ token, password });
      setState('done');
    } catch (cause) {
      const failure = cause as { code?: string; message?: string };
      setError({ code: failure.code ?? 'SERVER_ERROR', message: failure.message });
      setState('editing');
    }
  };

  if (state === 'done') {
    return (
      <LoginFrame>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('recover.doneTitle')}</h1>
          <p className={styles.notice} role="status">
            {t('recover.done')}
          </p>
          <Link href="/login" className={controls.button}>
            {t('login.signIn')}
          </Link>
        </div>
      </LoginFrame>
    );
  }
  return (
    <LoginFrame>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1 className={styles.title}>{t('recover.newTitle')}</h1>
        <p className={styles.lead}>{t('recover.newText')}</p>
        <label className={controls.field}>
          <span className={controls.label}>{t('recover.token')}</span>
          <input
            className={controls.input}
            name="token"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </label>
        <label className={controls.field}>
          <span className={controls.label}>{t('recover.password')}</span>
          <input
            className={controls.input}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className={controls.field}>
          <span className={controls.label}>{t('recover.confirm')}</span>
          <input
            className={controls.input}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </label>
        <ErrorText code={error?.code ?? null} message={error?.message} />
        <button type="submit" className={controls.button} disabled={state === 'saving'}>
          {state === 'saving' ? t('form.saving') : t('recover.save')}
        </button>
        <div className={styles.links}>
          <Link href="/login">{t('login.backToLogin')}</Link>
        </div>
      </form>
    </LoginFrame>
  );
}
