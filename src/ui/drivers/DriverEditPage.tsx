import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DriverForm as DriverSchema, type Driver } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { AttributeField } from '../forms/AttributeField';
import { AttributesField } from '../forms/AttributesField';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormRow } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';

const BLANK: Driver = { id: 0, name: '', uniqueId: '', attributes: {} };
/** Attributes with their own fields. */
const OWN_ATTRIBUTES = ['litersx100km', 'fuelCost'];

/** `/drivers/new` and `/drivers/{id}`: name, identifier, consumption and fuel cost (SPEC §3). */
export function DriverEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('driver');
  const target = useEditTarget('driver', params.id, BLANK);
  const title = params.id === 'new' ? t('drivers.create') : t('drivers.edit');
  return (
    <EditTargetPanel target={target} title={title} back="/drivers">
      {(driver) => <DriverEditor key={driver.id} driver={driver} />}
    </EditTargetPanel>
  );
}

function DriverEditor({ driver }: { driver: Driver }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const back = () => navigate('/drivers');
  const form = useEntityForm({
    schema: DriverSchema,
    initial: driver,
    ...entityActions(core, 'driver'),
    onSaved: back,
    onRemoved: back,
  });
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('drivers.deleteOne', { name: driver.name })}
    >
      <FormField name="name" label={t('drivers.fields.name')} autoFocus />
      <FormField
        name="uniqueId"
        label={t('drivers.fields.uniqueId')}
        hint={t('drivers.uniqueIdHint')}
      />
      <FormRow>
        <AttributeField
          attribute="litersx100km"
          kind="number"
          label={t('drivers.fields.litersx100km')}
        />
        <AttributeField attribute="fuelCost" kind="number" label={t('drivers.fields.fuelCost')} />
      </FormRow>
      <AttributesField hidden={OWN_ATTRIBUTES} />
    </EntityForm>
  );
}
