import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ClaimForm, type ClaimForm as ClaimValues } from '@farol/model';
import { useReasonOf } from '../../common/useReasonOf';
import { useCore } from '../../core/CoreContext';
import { EntityForm, FormRow, FormSection } from '../../forms/EntityForm';
import { FormField } from '../../forms/FormField';
import { useEntityForm } from '../../forms/useEntityForm';
import { SidePanel } from '../../layout/SidePanel';
import { CategoryPicker } from '../edit/CategoryPicker';
import styles from './ClaimDevicePage.module.css';

/**
 * `/autolink` and `/autolink/{imei}` (SPEC §2 "add device"): claim a tracker of your reseller's
 * stock by its IMEI (companion API `POST /tarkan/autolink`). The server decides what may be
 * claimed (never a device someone else has); a refusal shows in the SPEC §8 words and keeps
 * the form. A claimed device joins the list at once and its page opens.
 */
export function ClaimDevicePage({ imei = '' }: { imei?: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const form = useEntityForm<ClaimValues>({
    schema: ClaimForm,
    initial: { id: 0, imei, plate: '', model: '', category: null },
    async save(values) {
      const device = await core.claimDevice(values);
      return { ...values, id: device.id };
    },
    onSaved: (claimed) => navigate(`/devices/${claimed.id}`),
  });
  const reasonOf = useReasonOf();
  const typed = form.values.imei.trim();
  const register = typed ? `/devices/new?uniqueId=${encodeURIComponent(typed)}` : '/devices/new';

  return (
    <SidePanel title={t('claim.title')} back="/devices" wide>
      <EntityForm
        form={form}
        onCancel={() => navigate('/devices')}
        submitLabels={{ idle: t('claim.submit'), busy: t('claim.submitting') }}
        failureText={(failure) => t('claim.failed', { reason: reasonOf(failure) })}
      >
        <p className={styles.intro}>{t('claim.intro')}</p>
        <FormField
          name="imei"
          label={t('claim.fields.imei')}
          hint={t('claim.imeiHint')}
          autoFocus={!imei}
        />
        <FormSection title={t('claim.optional')}>
          <FormRow>
            <FormField name="plate" label={t('claim.fields.plate')} hint={t('claim.plateHint')} />
            <FormField name="model" label={t('claim.fields.model')} />
          </FormRow>
          <CategoryPicker unset hint={t('claim.categoryHint')} />
        </FormSection>
        <p className={styles.register}>
          {t('claim.notInStock')} <Link href={register}>{t('claim.register')}</Link>
        </p>
      </EntityForm>
    </SidePanel>
  );
}
