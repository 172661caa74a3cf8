import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { GeofenceForm as GeofenceSchema, type GeofenceForm as GeofenceValues } from '@farol/model';
import type { GeofenceView } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { AttributeField } from '../forms/AttributeField';
import { AttributesField } from '../forms/AttributesField';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormRow } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import formStyles from '../forms/Form.module.css';
import { FormField, SelectField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { useMap } from '../map/MapContext';
import { shapeCentre, shapeText } from './shapeText';
import { SpeedLimitField } from './SpeedLimitField';

/** Never shown: the route `new` is read as id 0, which no stored geofence has. */
const NO_BLANK = {} as GeofenceView;

/** Attributes with their own fields. */
const OWN_ATTRIBUTES = ['speedLimit', 'lockOnExit', 'lockOnEnter'];

/** `/geofence/{id}`: a geofence's name, description, calendar, speed limit and lock switches. */
export function GeofenceEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('geofence');
  useLoadEntities('calendar');
  // New geofences are drawn on the map (not built yet): only stored ones open here.
  const target = useEditTarget('geofence', params.id === 'new' ? '0' : params.id, NO_BLANK);
  return (
    <EditTargetPanel target={target} title={t('geofences.edit')} back="/geofence">
      {(geofence) => <GeofenceEditor key={geofence.id} geofence={geofence} />}
    </EditTargetPanel>
  );
}

function GeofenceEditor({ geofence }: { geofence: GeofenceView }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const map = useMap();
  const [, navigate] = useLocation();
  const calendars = useEntities('calendar')?.items ?? [];
  const back = () => navigate('/geofence');
  const form = useEntityForm<GeofenceValues>({
    schema: GeofenceSchema,
    initial: {
      id: geofence.id,
      name: geofence.name,
      description: geofence.description,
      calendarId: geofence.calendarId,
      area: geofence.area,
      attributes: geofence.attributes,
    },
    ...entityActions(core, 'geofence'),
    onSaved: back,
    onRemoved: back,
  });
  // Opening a geofence flies the map to it.
  useEffect(() => {
    if (map && geofence.shape) map.flyTo(shapeCentre(geofence.shape));
  }, [map, geofence.shape]);
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('geofences.deleteOne', { name: geofence.name })}
    >
      <FormField name="name" label={t('geofences.fields.name')} autoFocus />
      <FormField name="description" label={t('geofences.fields.description')} />
      <p className={formStyles.hint} data-testid="geofence-area">
        {shapeText(geofence.shape, t, i18n.language)}
      </p>
      <SelectField
        name="calendarId"
        label={t('geofences.fields.calendar')}
        options={[
          { value: 0, label: t('form.none') },
          ...calendars.map((calendar) => ({ value: calendar.id, label: calendar.name })),
        ]}
      />
      <SpeedLimitField />
      <FormRow>
        <AttributeField
          attribute="lockOnExit"
          kind="boolean"
          label={t('geofences.fields.lockOnExit')}
        />
        <AttributeField
          attribute="lockOnEnter"
          kind="boolean"
          label={t('geofences.fields.lockOnEnter')}
        />
      </FormRow>
      <AttributesField hidden={OWN_ATTRIBUTES} />
    </EntityForm>
  );
}
