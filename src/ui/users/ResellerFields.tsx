import { useTranslation } from 'react-i18next';
import { RESELLER_ATTRIBUTES, resellerOf } from '@farol/model';
import { useSession } from '../core/hooks';
import { AttributeField } from '../forms/AttributeField';
import { FormSection } from '../forms/EntityForm';
import { useForm } from '../forms/FormContext';
import formStyles from '../forms/Form.module.css';

/**
 * The reseller attributes (SPEC §3, `RESELLER_ATTRIBUTES`): whether the account resells (it then manages its own tree of customers on its own domain),
 * may create sub-resellers, its domain and how many resellers it may have below it. Given by
 * administrators, and by resellers allowed to create sub-resellers.
 */
export function ResellerFields() {
  const { t } = useTranslation();
  const session = useSession();
  const form = useForm();
  const viewer = session?.user;
  const attributes = (form.values.attributes ?? {}) as Record<string, unknown>;
  const allowed =
    viewer?.administrator === true || (viewer ? resellerOf(viewer).subReseller : false);
  if (!allowed) {
    return <p className={formStyles.hint}>{t('userForm.reseller.notAllowed')}</p>;
  }
  const reseller = resellerOf({ attributes }).reseller;
  return (
    <FormSection title={t('userForm.tabs.reseller')}>
      <AttributeField
        attribute={RESELLER_ATTRIBUTES.reseller}
        kind="boolean"
        label={t('userForm.reseller.reseller')}
        hint={t('userForm.reseller.resellerHint')}
      />
      {reseller && (
        <>
          <AttributeField
            attribute={RESELLER_ATTRIBUTES.subReseller}
            kind="boolean"
            label={t('userForm.reseller.subReseller')}
          />
          <AttributeField
            attribute={RESELLER_ATTRIBUTES.domain}
            label={t('userForm.reseller.domain')}
            hint={t('userForm.reseller.domainHint')}
          />
          <AttributeField
            attribute={RESELLER_ATTRIBUTES.limit}
            kind="number"
            label={t('userForm.reseller.limit')}
            hint={t('userForm.reseller.limitHint')}
          />
        </>
      )}
    </FormSection>
  );
}
