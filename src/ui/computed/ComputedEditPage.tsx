import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ComputedAttributeForm as ComputedSchema,
  type ComputedAttribute,
  type ComputedAttributeForm as ComputedValues,
} from '@farol/model';
import { useCore } from '../core/CoreContext';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormRow } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { ComputedTest } from './ComputedTest';

const BLANK: ComputedAttribute = {
  id: 0,
  description: '',
  attribute: '',
  expression: '',
  type: 'number',
  priority: 0,
};

/** Position attributes people compute from most, offered while typing the attribute. */
const KNOWN_ATTRIBUTES = [
  'speed',
  'course',
  'altitude',
  'address',
  'valid',
  'ignition',
  'motion',
  'blocked',
  'alarm',
  'fuel',
  'fuelUsed',
  'power',
  'battery',
  'batteryLevel',
  'odometer',
  'hours',
  'temp1',
  'driverUniqueId',
];

/** `/computed/new` and `/computed/{id}`: attribute, expression, output type, and a test. */
export function ComputedEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('computed');
  useLoadEntities('device');
  const target = useEditTarget('computed', params.id, BLANK);
  return (
    <EditTargetPanel
      target={target}
      title={params.id === 'new' ? t('computedAttributes.create') : t('computedAttributes.edit')}
      back="/computed"
    >
      {(attribute) => <ComputedEditor key={attribute.id} attribute={attribute} />}
    </EditTargetPanel>
  );
}

function ComputedEditor({ attribute }: { attribute: ComputedAttribute }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const back = () => navigate('/computed');
  const form = useEntityForm<ComputedValues>({
    schema: ComputedSchema,
    initial: attribute,
    ...entityActions(core, 'computed'),
    onSaved: back,
    onRemoved: back,
  });
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('computedAttributes.deleteOne', {
        name: attribute.description || attribute.attribute,
      })}
    >
      <FormField name="description" label={t('computedAttributes.fields.description')} autoFocus />
      <FormRow>
        <FormField
          name="attribute"
          label={t('computedAttributes.fields.attribute')}
          list="computed-known-attributes"
        />
        <FormField
          name="type"
          label={t('computedAttributes.fields.type')}
          optionLabels="computedAttributes.types"
        />
      </FormRow>
      <datalist id="computed-known-attributes">
        {KNOWN_ATTRIBUTES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField
        name="expression"
        label={t('computedAttributes.fields.expression')}
        hint={t('computedAttributes.expressionHint')}
        multiline
      />
      <FormField
        name="priority"
        label={t('computedAttributes.fields.priority')}
        hint={t('computedAttributes.priorityHint')}
      />
      <ComputedTest values={form.values} />
    </EntityForm>
  );
}
