import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../core/CoreContext';
import { DateTimeField } from '../forms/DateTimeField';
import { FormRow, FormSection } from '../forms/EntityForm';
import { FieldFrame, FormField } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';
import { TotpField } from './TotpField';

/**
 * Name, e-mail, phone, password twice (SPEC §5: 3, 4 and 4 characters at least), expiry and
 * the disabled switch; for a new account, the manager it goes below.
 */
export function UserAccountFields({
  isNew,
  managerId,
  onManager,
}: {
  isNew: boolean;
  managerId: number;
  onManager(id: number): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [managers, setManagers] = useState<{ id: number; name: string; depth: number }[]>([]);
  useEffect(() => {
    if (!isNew) return;
    let live = true;
    void core.managerChoices().then((list) => live && setManagers(list));
    return () => {
      live = false;
    };
  }, [core, isNew]);
  return (
    <>
      <FormSection title={t('userForm.sections.identity')}>
        <FormField name="name" label={t('userForm.fields.name')} autoFocus />
        <FormRow>
          <FormField name="email" label={t('userForm.fields.email')} type="email" />
          <FormField name="phone" label={t('userForm.fields.phone')} type="tel" />
        </FormRow>
        {isNew && managers.length > 0 && (
          <FieldFrame
            id="user-manager"
            label={t('userForm.fields.manager')}
            error={null}
            hint={t('userForm.managerHint')}
          >
            <select
              id="user-manager"
              className={formStyles.input}
              value={managerId}
              onChange={(event) => onManager(Number(event.target.value))}
            >
              <option value={0}>{t('userForm.managerSelf')}</option>
              {managers.map((manager) => (
                <option key={manager.id} value={manager.id}>
                  {`${'\u2003'.repeat(manager.depth)}${manager.name}`}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
      </FormSection>
      <FormSection title={t('userForm.sections.password')}>
        <FormRow>
          <FormField
            name="password"
            label={t('userForm.fields.password')}
            type="password"
            hint={isNew ? undefined : t('userForm.passwordKeep')}
          />
          <FormField
            name="passwordConfirm"
            label={t('userForm.fields.passwordConfirm')}
            type="password"
          />
        </FormRow>
        <TotpField />
      </FormSection>
      <FormSection title={t('userForm.sections.access')}>
        <DateTimeField
          name="expirationTime"
          label={t('userForm.fields.expirationTime')}
          hint={t('userForm.expirationHint')}
        />
        <FormField name="disabled" label={t('userForm.fields.disabled')} />
      </FormSection>
    </>
  );
}
