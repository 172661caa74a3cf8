import { useTranslation } from 'react-i18next';
import { BILLING_KEYS, billingProblems, type BillingSetting } from '@farol/model';
import { AttributeField, AttributeSelect } from '../forms/AttributeField';
import { FormRow, FormSection } from '../forms/EntityForm';
import { useForm, useMessageText } from '../forms/FormContext';
import formStyles from '../forms/Form.module.css';

/** The form error key under which the billing settings' first problem is reported. */
export const BILLING_FIELD = 'billing';

/**
 * The billing settings (SPEC §3) of a user (with their CPF/CNPJ) or of the server (the defaults
 * of every customer), stored in `attributes` under Tarkan's names (`billingDisccount…`). After
 * the first Save, each wrong value says why beneath it (the model's `billingProblems`).
 */
export function BillingFields({ taxId }: { taxId: boolean }) {
  const { t } = useTranslation();
  const form = useForm();
  const text = useMessageText();
  const attributes = (form.values.attributes ?? {}) as Record<string, unknown>;
  const checked = Boolean(form.errors[BILLING_FIELD]);
  const problems = new Map(
    checked ? billingProblems(attributes).map((problem) => [problem.setting, problem.code]) : [],
  );
  const field = (setting: BillingSetting, kind: 'text' | 'number' = 'text', hint?: string) => {
    const problem = problems.get(setting);
    return (
      <div className={formStyles.field}>
        <AttributeField
          attribute={BILLING_KEYS[setting]}
          kind={kind}
          label={t(`billingSettings.${setting}`)}
          hint={hint}
        />
        {problem && (
          <span className={formStyles.message} role="alert">
            {text(problem)}
          </span>
        )}
      </div>
    );
  };
  const modes = [
    { value: 'PERCENTAGE', label: t('billingSettings.modes.PERCENTAGE') },
    { value: 'FIXED', label: t('billingSettings.modes.FIXED') },
  ];
  return (
    <FormSection title={t('billingSettings.title')}>
      <AttributeField
        attribute={BILLING_KEYS.enable}
        kind="boolean"
        label={t('billingSettings.enable')}
      />
      {taxId && field('cpfCnpj', 'text', t('billingSettings.cpfCnpjHint'))}
      <FormRow>
        {field('price', 'text', t('billingSettings.priceHint'))}
        {field('date', 'number', t('billingSettings.dateHint'))}
      </FormRow>
      {field('description')}
      <FormRow>
        {field('fine')}
        <AttributeSelect
          attribute={BILLING_KEYS.fineMode}
          label={t('billingSettings.fineMode')}
          options={modes}
        />
      </FormRow>
      {field('interest', 'text', t('billingSettings.interestHint'))}
      <FormRow>
        {field('discount')}
        <AttributeSelect
          attribute={BILLING_KEYS.discountMode}
          label={t('billingSettings.discountMode')}
          options={modes}
        />
        {field('discountDays', 'number', t('billingSettings.discountDaysHint'))}
      </FormRow>
      <AttributeField
        attribute={BILLING_KEYS.suspension}
        kind="boolean"
        label={t('billingSettings.suspension')}
      />
      {field('suspensionDays', 'number', t('billingSettings.suspensionDaysHint'))}
      <AttributeField
        attribute={BILLING_KEYS.trustUnlock}
        kind="boolean"
        label={t('billingSettings.trustUnlock')}
      />
      {field('trustUnlockDays', 'number', t('billingSettings.trustUnlockDaysHint'))}
    </FormSection>
  );
}
