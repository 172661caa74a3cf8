import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  MIN_EMAIL_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  type ErrorCode,
} from '@farol/model';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { ErrorText } from './ErrorText';
import { LoginFrame } from './LoginFrame';
import styles from './LoginPage.module.css';

type Field = 'name' | 'email' | 'password' | 'confirm';

/** What SPEC §5 refuses: a name under 3 characters, an e-mail under 4, a password under 4. */
function problemOf(values: Record<Field, string>): ErrorCode | null {
  if (values.name.trim().length < MIN_NAME_LENGTH) return 'FILL_FULL_NAME';
  if (values.email.trim().length < MIN_EMAIL_LENGTH) return 'FILL_EMAIL_LENGTH';
  if (values.password.length < MIN_PASSWORD_LENGTH) return 'FILL_PASSWORD_LENGTH';
  if (values.password !== values.confirm) return 'PASSWORD_MISMATCH';
  return null;
}

/** `/register`: one's own account, when the server allows registration (`registration`). */
export function RegisterPage() {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: ErrorCode; message?: string } | null>(null);

  if (session?.server && !session.server.registration) {
    return (
      <LoginFrame>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('login.register')}</h1>
          <p role="alert">{t('register.closed')}</p>
          <Link href="/login">{t('login.backToLogin')}</Link>
        </div>
      </LoginFrame>
    );
  }
  const submit = async () => {
    const problem = problemOf(values);
    setError(problem ? { code: problem } : null);
    if (problem) return;
    setBusy(true);
    try {
      await core.register({ name: values.name, email: values.email, password: values.password });
      navigate('/login?registered=1', { replace: true });
    } catch (cause) {
      const failure = cause as { code?: string; message?: string };
      setError({ code: failure.code ?? 'SERVER_ERROR', message: failure.message });
      setBusy(false);
    }
  };
  const input = (field: Field, type: string, autoComplete: string) => (
    <label className={controls.field}>
      <span className={controls.label}>{t(`register.${field}`)}</span>
      <input
        className={controls.input}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </label>
  );
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
        <h1 className={styles.title}>{t('login.register')}</h1>
        {input('name', 'text', 'name')}
        {input('email', 'email', 'email')}
        {input('password', 'password', 'new-password')}
        {input('confirm', 'password', 'new-password')}
        <ErrorText code={error?.code ?? null} message={error?.message} />
        <button type="submit" className={controls.button} disabled={busy}>
          {busy ? t('register.creating') : t('register.create')}
        </button>
        <div className={styles.links}>
          <Link href="/login">{t('register.haveAccount')}</Link>
        </div>
      </form>
    </LoginFrame>
  );
}
