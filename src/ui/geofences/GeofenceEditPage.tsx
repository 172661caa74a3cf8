import { useSelector } from '@xstate/react';
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
import { useMessageText } from '../forms/FormContext';
import { FormField, SelectField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { useMap } from '../map/MapContext';
import { GeofenceEditorOverlay } from './editor/GeofenceEditorOverlay';
import { MapEditBar } from './editor/MapEditBar';
import { ShapePanel } from './editor/ShapePanel';
import { useGeofenceEditor } from './editor/useGeofenceEditor';
import { withCorridor } from './editor/withCorridor';
import { shapeBounds } from './shapeText';
import { SpeedLimitField } from './SpeedLimitField';

const BLANK: GeofenceView = {
  id: 0,
  name: '',
  description: null,
  area: '',
  shape: null,
  calendarId: 0,
  attributes: {},
  isAnchor: false,
  anchorDeviceId: null,
};

/** Attributes with their own fields (the corridor is the area's). */
const OWN_ATTRIBUTES = ['speedLimit', 'lockOnExit', 'lockOnEnter', 'polylineDistance'];

/**
 * `/geofence/new` and `/geofence/{id}`: a geofence's area, drawn and edited on the map
 * (geofenceEditorMachine), its name, description, calendar, speed limit and lock switches.
 */
export function GeofenceEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('geofence');
  useLoadEntities('calendar');
  const target = useEditTarget('geofence', params.id, BLANK);
  const title = params.id === 'new' ? t('geofences.create') : t('geofences.edit');
  return (
    <EditTargetPanel target={target} title={title} back="/geofence" placement="bottom" wide={false}>
      {(geofence) => <GeofenceEditor key={geofence.id} geofence={geofence} />}
    </EditTargetPanel>
  );
}

function GeofenceEditor({ geofence }: { geofence: GeofenceView }) {
  const { t } = useTranslation();
  const core = useCore();
  const map = useMap();
  const text = useMessageText();
  const [, navigate] = useLocation();
  const calendars = useEntities('calendar')?.items ?? [];
  const back = () => navigate('/geofence');
  const editor = useGeofenceEditor(geofence);
  const { save } = entityActions(core, 'geofence');
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
    // The editor checks the shape and hands over its WKT; then the geofence is stored.
    save: (values) =>
      editor.saveWith((shape) =>
        save({
          ...values,
          area: shape.area,
          attributes: withCorridor(values.attributes, shape.polylineDistance),
        }),
      ),
    remove: entityActions(core, 'geofence').remove,
    onSaved: back,
    onRemoved: back,
  });
  // The drawn area enters the form on Save (not on every step of a drag).
  const submit = () => {
    const { area, polylineDistance } = editor.drawn();
    form.set('area', area);
    form.set('attributes', withCorridor(form.values.attributes, polylineDistance));
    form.submit();
  };
  // The shape counts as a change until it is saved (then the form leaves).
  const reshaped = useSelector(editor.actor, (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('saved')) return false;
    return context.original === null
      ? context.kind !== null
      : context.points !== context.original.points ||
          context.radius !== context.original.radius ||
          context.width !== context.original.width;
  });
  // Opening a stored geofence flies the map to it, zoomed so it can be edited (once: its copy
  // is renewed on every reload).
  const opened = geofence.shape;
  useEffect(() => {
    if (map && opened) map.showBounds(shapeBounds(opened));
  }, [map, geofence.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const missing = form.errors['area'] ? text(form.errors['area']) : null;
  return (
    <>
      <EntityForm
        form={{ ...form, submit, dirty: form.dirty || reshaped }}
        onCancel={back}
        deleteQuestion={t('geofences.deleteOne', { name: geofence.name })}
      >
        <FormField name="name" label={t('geofences.fields.name')} autoFocus />
        <ShapePanel actor={editor.actor} missing={missing} />
        <FormField name="description" label={t('geofences.fields.description')} />
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
      <MapEditBar actor={editor.actor} />
      <GeofenceEditorOverlay actor={editor.actor} editedId={geofence.id} />
    </>
  );
}
