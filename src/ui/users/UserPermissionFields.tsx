import { useTranslation } from 'react-i18next';
import { isPermissionMask } from '@farol/model';
import { useSession } from '../core/hooks';
import { FormRow, FormSection } from '../forms/EntityForm';
import { useForm } from '../forms/FormContext';
import { FormField } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';
import { MASK_ATTRIBUTE, MaskEditor } from './MaskEditor';

/**
 * Rank and restrictions (SPEC §3 user): administrator, Traccar's read-only, device-read-only
 * and limited-commands flags (replaced by the advanced mask when it is on), reports off, and
 * the device and user limits (-1: unlimited; a user limit other than 0 makes a manager). Only
 * administrators change rank and limits (the server says the same). The advanced mask shows
 * when the server turns it on (`tarkan.enableAdvancedPerms`).
 */
export function UserPermissionFields() {
  const { t } = useTranslation();
  const session = useSession();
  const form = useForm();
  const admin = session?.user?.administrator === true;
  const advanced = session?.server?.attributes['tarkan.enableAdvancedPerms'] === true;
  const attributes = (form.values.attributes ?? {}) as Record<string, unknown>;
  const masked = isPermissionMask(attributes[MASK_ATTRIBUTE]);
  return (
    <>
      <FormSection title={t('userForm.sections.rank')}>
        {admin && <FormField name="administrator" label={t('userForm.fields.administrator')} />}
        <FormRow>
          <FormField
            name="deviceLimit"
            label={t('userForm.fields.deviceLimit')}
            hint={t('userForm.limitHint')}
          />
          <FormField
            name="userLimit"
            label={t('userForm.fields.userLimit')}
            hint={t('userForm.userLimitHint')}
          />
        </FormRow>
        {!admin && <span className={formStyles.hint}>{t('userForm.rankAdminOnly')}</span>}
      </FormSection>
      <FormSection title={t('userForm.sections.restrictions')}>
        {masked ? (
          <span className={formStyles.hint}>{t('userForm.mask.replacesFlags')}</span>
        ) : (
          <>
            <FormField name="readonly" label={t('userForm.fields.readonly')} />
            <FormField name="deviceReadonly" label={t('userForm.fields.deviceReadonly')} />
            <FormField name="limitCommands" label={t('userForm.fields.limitCommands')} />
          </>
        )}
        <FormField name="disableReports" label={t('userForm.fields.disableReports')} />
      </FormSection>
      {(advanced || masked) && (
        <FormSection title={t('userForm.mask.title')}>
          <MaskEditor />
        </FormSection>
      )}
    </>
  );
}
