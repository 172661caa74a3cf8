import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import controls from '../common/controls.module.css';
import { ErrorText } from './ErrorText';
import styles from './LoginPage.module.css';

/** The second step of a sign-in whose account has a one-time-code key (TOTP). */
export function CodeForm({
  code,
  error,
  busy,
  onCode,
  onSubmit,
  onBack,
}: {
  code: string;
  error: ErrorCode | null;
  busy: boolean;
  onCode(code: string): void;
  onSubmit(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h1 className={styles.title}>{t('totp.title')}</h1>
      <p className={styles.lead}>{t('totp.text')}</p>
      <label className={controls.field}>
        <span className={controls.label}>{t('totp.code')}</span>
        <input
          className={`${controls.input} ${styles.code}`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          autoFocus
          value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <ErrorText code={error} />
      <button type="submit" className={controls.button} disabled={busy}>
        {busy ? t('login.signingIn') : t('totp.verify')}
      </button>
      <button type="button" className={`${controls.button} ${controls.ghost}`} onClick={onBack}>
        {t('login.backToLogin')}
      </button>
    </form>
  );
}
