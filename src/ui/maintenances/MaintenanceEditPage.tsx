import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  distanceUnitOf,
  MaintenanceForm as MaintenanceSchema,
  type Maintenance,
  type MaintenanceForm as MaintenanceValues,
} from '@farol/model';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { formatNumber } from '../format/formatNumber';
import { AttributesField } from '../forms/AttributesField';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormRow } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField } from '../forms/FormField';
import formStyles from '../forms/Form.module.css';
import { ScaledNumberField } from '../forms/ScaledNumberField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { maintenanceScale, nextDue } from './maintenanceUnits';

const BLANK: Maintenance = {
  id: 0,
  name: '',
  type: 'totalDistance',
  start: 0,
  period: 10_000_000,
  attributes: {},
};

/** `/maintenances/new` and `/maintenances/{id}` (`/maintenance` is the server-down page): a plan by odometer or hours, with its next dues. */
export function MaintenanceEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('maintenance');
  const target = useEditTarget('maintenance', params.id, BLANK);
  return (
    <EditTargetPanel
      target={target}
      title={params.id === 'new' ? t('maintenances.create') : t('maintenances.edit')}
      back="/maintenances"
    >
      {(maintenance) => <MaintenanceEditor key={maintenance.id} maintenance={maintenance} />}
    </EditTargetPanel>
  );
}

function MaintenanceEditor({ maintenance }: { maintenance: Maintenance }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const unit = distanceUnitOf(useSession()?.user?.attributes['distanceUnit']);
  const back = () => navigate('/maintenances');
  const form = useEntityForm<MaintenanceValues>({
    schema: MaintenanceSchema,
    initial: maintenance as MaintenanceValues,
    ...entityActions(core, 'maintenance'),
    onSaved: back,
    onRemoved: back,
  });
  const { values } = form;
  const scale = maintenanceScale(values.type, unit);
  const dues = nextDue(values.start, values.period, values.start);
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('maintenances.deleteOne', { name: maintenance.name })}
    >
      <FormField name="name" label={t('maintenances.fields.name')} autoFocus />
      <FormField
        name="type"
        label={t('maintenances.fields.type')}
        optionLabels="maintenances.types"
      />
      <FormRow>
        <ScaledNumberField
          name="start"
          scale={scale.scale}
          label={t('maintenances.fields.startIn', { unit: scale.unit })}
        />
        <ScaledNumberField
          name="period"
          scale={scale.scale}
          label={t('maintenances.fields.periodIn', { unit: scale.unit })}
        />
      </FormRow>
      {dues.length > 0 && (
        <p className={formStyles.hint} data-testid="next-due">
          {t('maintenances.nextDue', {
            list: dues
              .map((due) => `${formatNumber(due / scale.scale, i18n.language, 2)} ${scale.unit}`)
              .join(', '),
          })}
        </p>
      )}
      <AttributesField />
    </EntityForm>
  );
}
