import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ErrorCode } from '@farol/model';
import { useBranding } from '../branding/BrandingContext';
import controls from '../common/controls.module.css';
import { ErrorText } from './ErrorText';
import styles from './LoginPage.module.css';

interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * E-mail (or login), password and remember me; lost password and registration links. `driver`
 * (/motorista) asks for the QR driver's username instead, without the links.
 */
export function CredentialsForm({
  values,
  error,
  errorDetail,
  busy,
  notice,
  onChange,
  onSubmit,
  onLostPassword,
  registration,
  driver = false,
}: {
  values: Credentials;
  error: ErrorCode | null;
  errorDetail: string | null;
  busy: boolean;
  /** A word from the page before (an account just made). */
  notice: string | null;
  onChange(change: Partial<Credentials>): void;
  onSubmit(): void;
  /** Absent when the server cannot mail a reset link. */
  onLostPassword?: () => void;
  registration: boolean;
  driver?: boolean;
}) {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h1 className={styles.title}>{t(driver ? 'driverLogin.title' : 'login.title')}</h1>
      <p className={styles.appName}>{branding.appName}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <label className={controls.field}>
        <span className={controls.label}>{t(driver ? 'driverLogin.username' : 'login.email')}</span>
        <input
          className={controls.input}
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </label>
      <label className={controls.field}>
        <span className={controls.label}>{t('login.password')}</span>
        <input
          className={controls.input}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => onChange({ password: event.target.value })}
        />
      </label>
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="remember"
          checked={values.remember}
          onChange={(event) => onChange({ remember: event.target.checked })}
        />
        {t('login.remember')}
      </label>
      <ErrorText code={error} detail={errorDetail} />
      <button type="submit" className={controls.button} disabled={busy}>
        {busy ? t('login.signingIn') : t('login.signIn')}
      </button>
      <div className={styles.links} hidden={driver}>
        {onLostPassword && (
          <button type="button" className={styles.linkButton} onClick={onLostPassword}>
            {t('login.lostPassword')}
          </button>
        )}
        {registration && <Link href="/register">{t('login.register')}</Link>}
      </div>
    </form>
  );
}
