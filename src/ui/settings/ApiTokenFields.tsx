import { mdiContentCopy } from '@mdi/js';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import { copyText } from '../common/copyText';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { FormRow, FormSection } from '../forms/EntityForm';
import { FieldFrame } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';
import styles from './ApiTokenFields.module.css';

/** Traccar's default token lifetime (TokenManager.DEFAULT_EXPIRATION_DAYS). */
const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

const dateInput = (ms: number): string => {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The user's API token (SPEC §3 user `token`): pick until when, generate it through
 * `POST /api/session/token`, copy it. Other programs send it as `Authorization: Bearer …` or
 * `?token=`. The token is shown once and never stored in the form.
 */
export function ApiTokenFields() {
  const { t } = useTranslation();
  const core = useCore();
  const [until, setUntil] = useState(() => dateInput(Date.now() + DEFAULT_DAYS * DAY_MS));
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The end of the chosen day where the user is.
  const expiration = new Date(`${until}T23:59:59`).getTime();
  const valid = Number.isFinite(expiration) && expiration > Date.now();

  const generate = async () => {
    setBusy(true);
    setError(null);
    setCopied(null);
    try {
      setToken(await core.createApiToken({ expiration }));
    } catch (failure) {
      setToken(null);
      setError((failure as { code?: ErrorCode }).code ?? 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormSection title={t('settings.token.title')}>
      <p className={formStyles.hint}>{t('settings.token.hint')}</p>
      <FormRow>
        <FieldFrame
          id="account-token-until"
          label={t('settings.token.until')}
          error={valid ? null : t('settings.token.future')}
        >
          <input
            id="account-token-until"
            className={formStyles.input}
            type="date"
            value={until}
            min={dateInput(Date.now())}
            onChange={(event) => setUntil(event.target.value)}
          />
        </FieldFrame>
        <button
          type="button"
          className={`${controls.button} ${styles.generate}`}
          disabled={busy || !valid}
          onClick={() => void generate()}
        >
          {t('settings.token.generate')}
        </button>
      </FormRow>
      {error && (
        <p className={controls.alert} role="alert" data-code={error}>
          {t('settings.token.failed')}
        </p>
      )}
      {token && (
        <div className={controls.field}>
          <label className={controls.label} htmlFor="account-token">
            {t('settings.token.value')}
          </label>
          <span className={styles.row}>
            <input
              id="account-token"
              ref={input}
              className={controls.input}
              value={token}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={controls.button}
              onClick={() => void copyText(token, input.current).then(setCopied)}
            >
              <Icon path={mdiContentCopy} size={18} />
              {t('share.copy')}
            </button>
          </span>
          {copied === true && <span role="status">{t('settings.token.copied')}</span>}
          {copied === false && <span className={controls.alert}>{t('share.copyFailed')}</span>}
        </div>
      )}
    </FormSection>
  );
}
