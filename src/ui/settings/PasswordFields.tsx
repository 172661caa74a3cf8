import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@farol/model';
import { FormRow, FormSection } from '../forms/EntityForm';
import { FieldFrame } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';

/** What the form needs to know of a password change: empty means "keep the password". */
export interface PasswordChange {
  value: string;
  valid: boolean;
}

/** The password's problem, if any: too short (SPEC §5: 4+), or the two do not match. */
export function passwordProblem(password: string, confirm: string): 'short' | 'mismatch' | null {
  if (password === '' && confirm === '') return null;
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return password === confirm ? null : 'mismatch';
}

/** New password and its confirmation; blank keeps the current one. */
export function PasswordFields({ onChange }: { onChange(change: PasswordChange): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem = passwordProblem(password, confirm);
  const update = (next: string, again: string) => {
    onChange({ value: next, valid: passwordProblem(next, again) === null });
  };
  const message =
    problem === 'short'
      ? t('settings.passwordShort', { min: MIN_PASSWORD_LENGTH })
      : problem === 'mismatch'
        ? t('settings.passwordMismatch')
        : null;
  return (
    <FormSection title={t('settings.password')}>
      <FormRow>
        <FieldFrame id="account-password" label={t('settings.fields.password')} error={null}>
          <input
            id="account-password"
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              update(event.target.value, confirm);
            }}
          />
        </FieldFrame>
        <FieldFrame
          id="account-password-confirm"
          label={t('settings.fields.passwordConfirm')}
          error={password === '' && confirm === '' ? null : message}
        >
          <input
            id="account-password-confirm"
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              update(password, event.target.value);
            }}
          />
        </FieldFrame>
      </FormRow>
    </FormSection>
  );
}
