import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AccountForm, MIN_PASSWORD_LENGTH, type User } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { AttributeField } from '../forms/AttributeField';
import { AttributesField } from '../forms/AttributesField';
import { EntityForm, FormRow, FormSection } from '../forms/EntityForm';
import { FormField } from '../forms/FormField';
import { useEntityForm } from '../forms/useEntityForm';
import { SidePanel } from '../layout/SidePanel';
import { ApiTokenFields } from './ApiTokenFields';
import { MapCentreFields } from './MapCentreFields';
import { PasswordFields } from './PasswordFields';
import { PreferenceFields } from './PreferenceFields';

/** Attributes with their own fields. */
const OWN_ATTRIBUTES = [
  'tarkan.lang',
  'speedUnit',
  'distanceUnit',
  'volumeUnit',
  'telegramChatId',
  'twelveHourFormat',
];

/** `/account`: the signed-in user's account, preferences and password (SPEC §2 "user"). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  // Saving remounts the form on the server's copy, so it starts clean again.
  const [round, setRound] = useState(0);
  return (
    <SidePanel title={t('settings.account')} wide>
      {user && <AccountEditor key={`${user.id}-${round}`} user={user} onSaved={setRound} />}
    </SidePanel>
  );
}

function AccountEditor({ user, onSaved }: { user: User; onSaved(round: number): void }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState<{ value: string; valid: boolean }>({
    value: '',
    valid: true,
  });
  const form = useEntityForm<AccountForm>({
    schema: AccountForm,
    initial: user as AccountForm,
    async save(values) {
      if (!password.valid) {
        throw {
          code: 'FORM_INVALID',
          message: t('settings.passwordInvalid', { min: MIN_PASSWORD_LENGTH }),
        };
      }
      const saved = await core.saveAccount({
        user: values as User,
        password: password.value || undefined,
      });
      return saved as AccountForm;
    },
    onSaved(saved) {
      const lang = saved.attributes['tarkan.lang'];
      if (typeof lang === 'string' && lang !== i18n.language) void i18n.changeLanguage(lang);
      onSaved(Date.now());
    },
  });
  return (
    <EntityForm form={form} onCancel={() => navigate('/home')}>
      <FormSection title={t('settings.account')}>
        <FormField name="name" label={t('settings.fields.name')} autoFocus />
        <FormRow>
          <FormField name="email" label={t('settings.fields.email')} type="email" />
          <FormField name="phone" label={t('settings.fields.phone')} type="tel" />
        </FormRow>
        <AttributeField
          attribute="telegramChatId"
          label={t('settings.fields.telegramChatId')}
          hint={t('settings.telegramHint')}
        />
      </FormSection>
      <PreferenceFields />
      <MapCentreFields />
      <PasswordFields onChange={setPassword} />
      <ApiTokenFields />
      <AttributesField hidden={OWN_ATTRIBUTES} />
    </EntityForm>
  );
}
