import { useTranslation } from 'react-i18next';
import { useField } from '../forms/FormContext';
import { FieldFrame } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';
import styles from './Billing.module.css';

/**
 * A secret of an integration (a token, a password): the browser never has its value, only
 * whether one is stored ("set"); typing replaces it, leaving it empty keeps it.
 */
export function SecretField({ name, label, set }: { name: string; label: string; set: boolean }) {
  const { t } = useTranslation();
  const field = useField<string>(name);
  return (
    <FieldFrame
      id={field.id}
      label={label}
      error={field.error}
      hint={set ? t('integrations.secretKeep') : t('integrations.secretUnset')}
    >
      <div className={styles.secret}>
        <span className={styles.badge} data-tone={set ? 'paid' : 'other'}>
          {set ? t('integrations.secretSet') : t('integrations.secretNotSet')}
        </span>
      </div>
      <input
        id={field.id}
        name={name}
        className={formStyles.input}
        type="password"
        autoComplete="new-password"
        placeholder={set ? t('integrations.secretReplace') : ''}
        value={field.value ?? ''}
        disabled={field.disabled}
        onChange={(event) => field.set(event.target.value)}
      />
    </FieldFrame>
  );
}
