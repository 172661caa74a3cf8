import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  DeviceForm as DeviceSchema,
  type Device,
  type DeviceForm as DeviceValues,
} from '@farol/model';
import type { EntityKind } from '../../../worker/types';
import { useCore } from '../../core/CoreContext';
import { useEntities, useSession } from '../../core/hooks';
import { AttributeField } from '../../forms/AttributeField';
import { AttributesField } from '../../forms/AttributesField';
import { DateTimeField } from '../../forms/DateTimeField';
import { EntityForm, FormRow, FormSection } from '../../forms/EntityForm';
import { entityActions } from '../../forms/entityActions';
import { FormField, SelectField } from '../../forms/FormField';
import { useEntityForm } from '../../forms/useEntityForm';
import { LinkedObjects } from '../../links/LinkedObjects';
import { AccumulatorsPanel } from './AccumulatorsPanel';
import { CategoryPicker } from './CategoryPicker';
import { ColorField } from './ColorField';
import { GlyphPreview } from './GlyphPreview';
import styles from './DeviceEdit.module.css';

/** Attributes with their own fields (the rest show in the attributes editor). */
const OWN_ATTRIBUTES = ['plate', 'iccid', 'operator', 'tarkan.color', 'tarkan.color_extra'];

/** What a device's links list offers (SPEC §2 linking). */
export const LINKED: EntityKind[] = [
  'geofence',
  'notification',
  'driver',
  'computed',
  'command',
  'maintenance',
];

/**
 * The device form (SPEC §2, §3, §5): name and IMEI required; category among the 24 icons;
 * glyph colours with a live preview; plate, model, phone, ICCID, operator; group; expiry and
 * disabled for administrators; the attributes editor; odometer and hours for stored devices.
 */
export function DeviceEditor({ device, back }: { device: Device; back: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const admin = useSession()?.user?.administrator ?? false;
  const groups = useEntities('group')?.items ?? [];
  const actions = entityActions(core, 'device');
  const form = useEntityForm<DeviceValues>({
    schema: DeviceSchema,
    initial: device,
    ...actions,
    onSaved: (saved) => navigate(device.id === 0 ? `/devices/${saved.id}` : back),
    // The device's own detail page is gone with it: its list is where to land.
    onRemoved: () => navigate(back === `/devices/${device.id}` ? '/devices' : back),
  });
  const { values } = form;
  const groupOptions = [...groups]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((group) => ({ value: group.id, label: group.name }));

  return (
    <EntityForm
      form={form}
      onCancel={() => navigate(back)}
      deleteQuestion={t('deviceForm.deleteOne', { name: device.name })}
    >
      <FormRow>
        <FormField name="name" label={t('deviceForm.fields.name')} autoFocus />
        <FormField name="uniqueId" label={t('deviceForm.fields.uniqueId')} />
      </FormRow>
      <CategoryPicker />
      <SelectField
        name="groupId"
        label={t('deviceForm.fields.group')}
        options={[{ value: 0, label: t('form.none') }, ...groupOptions]}
      />
      <FormSection title={t('deviceForm.sections.vehicle')}>
        <FormRow>
          <AttributeField attribute="plate" label={t('deviceForm.fields.plate')} />
          <FormField name="model" label={t('deviceForm.fields.model')} />
        </FormRow>
        <FormRow>
          <FormField name="phone" type="tel" label={t('deviceForm.fields.phone')} />
          <AttributeField attribute="iccid" label={t('deviceForm.fields.iccid')} />
          <AttributeField attribute="operator" label={t('deviceForm.fields.operator')} />
        </FormRow>
        <FormField name="contact" label={t('deviceForm.fields.contact')} />
      </FormSection>
      <FormSection title={t('deviceForm.sections.colors')}>
        <div className={styles.colors}>
          <GlyphPreview category={values.category} color={values.attributes['tarkan.color']} />
          <div className={styles.colorList}>
            <ColorField attribute="tarkan.color" label={t('deviceForm.color.main')} />
            <ColorField attribute="tarkan.color_extra" label={t('deviceForm.color.extra')} />
          </div>
        </div>
      </FormSection>
      {admin && (
        <FormSection title={t('deviceForm.sections.admin')}>
          <DateTimeField name="expirationTime" label={t('deviceForm.fields.expirationTime')} />
          <FormField name="disabled" label={t('deviceForm.fields.disabled')} />
        </FormSection>
      )}
      <AttributesField hidden={OWN_ATTRIBUTES} />
      {device.id > 0 && <AccumulatorsPanel deviceId={device.id} />}
      {device.id > 0 && <LinkedObjects owner={{ kind: 'device', id: device.id }} kinds={LINKED} />}
    </EntityForm>
  );
}
