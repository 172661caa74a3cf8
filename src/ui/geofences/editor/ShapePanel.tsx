import { mdiMapMarkerRadiusOutline, mdiVectorPolygon, mdiVectorPolyline } from '@mdi/js';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { shapeOf, type ShapeKind } from '../../../machines/geofenceEditor/geofenceEditorMachine';
import { Icon } from '../../common/Icon';
import controls from '../../common/controls.module.css';
import { useMessageText } from '../../forms/FormContext';
import { FormSection } from '../../forms/EntityForm';
import formStyles from '../../forms/Form.module.css';
import { shapeText } from '../shapeText';
import { hintOf } from './editorState';
import { MetresField } from './MetresField';
import type { GeofenceEditorActor } from './useGeofenceEditor';
import styles from './GeofenceEditor.module.css';

const SHAPES: [ShapeKind, string][] = [
  ['circle', mdiMapMarkerRadiusOutline],
  ['polygon', mdiVectorPolygon],
  ['line', mdiVectorPolyline],
];

/**
 * The geofence form's area: which shape, what to do next on the map, what was drawn (a circle's
 * area in km², otherwise its point count), a circle's radius or a line's corridor as numbers,
 * and why it cannot be kept (crossing itself, or nothing drawn when Save was pressed).
 */
export function ShapePanel({
  actor,
  missing,
}: {
  actor: GeofenceEditorActor;
  /** The form's message for the area (Save pressed with nothing drawn), or null. */
  missing: string | null;
}) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const state = useSelector(
    actor,
    (snapshot) => ({
      idle: snapshot.matches('idle'),
      choosing: snapshot.matches('choosing') || snapshot.matches('drawing'),
      ready: snapshot.matches('ready') || snapshot.matches('failed'),
      editing: snapshot.matches('editing'),
      hint: hintOf(snapshot),
    }),
    same,
  );
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const summary = useSelector(actor, (snapshot) => {
    const shape = shapeOf(snapshot.context);
    return shape ? shapeText(shape, t, i18n.language) : null;
  });
  const radius = useSelector(actor, (snapshot) => snapshot.context.radius);
  const width = useSelector(actor, (snapshot) => snapshot.context.width);
  const crossing = useSelector(actor, (snapshot) => snapshot.context.error === 'SELF_INTERSECTION');
  const send = actor.send;

  return (
    <FormSection title={t('geofenceEditor.title')}>
      {state.idle && (
        <button
          type="button"
          className={controls.button}
          onClick={() => send({ type: 'geofence.create' })}
        >
          {t('geofenceEditor.draw')}
        </button>
      )}
      {state.choosing && (
        <>
          <p className={formStyles.hint}>{t('geofenceEditor.choose')}</p>
          <div className={styles.shapes} role="group" aria-label={t('geofences.fields.area')}>
            {SHAPES.map(([shape, icon]) => (
              <button
                key={shape}
                type="button"
                className={controls.chip}
                aria-pressed={kind === shape}
                onClick={() => send({ type: 'shape.choose', kind: shape })}
              >
                <Icon path={icon} size={16} />
                {t(`geofences.shapes.${shape}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {state.hint && (
        <p className={styles.hint} data-testid="geofence-hint">
          {t(`geofenceEditor.hints.${state.hint}`)}
        </p>
      )}
      {summary && (
        <p className={styles.summary} data-testid="geofence-area">
          {summary}
        </p>
      )}
      {crossing && (
        <p className={controls.alert} role="alert">
          {text('SELF_INTERSECTION')}
        </p>
      )}
      {!crossing && missing && (
        <p className={formStyles.message} role="alert">
          {missing}
        </p>
      )}
      {kind === 'circle' && (state.editing || state.ready) && (
        <MetresField
          id="geofence-radius"
          label={t('geofenceEditor.radius')}
          value={radius}
          onChange={(value) => send({ type: 'circle.resize', radius: value })}
        />
      )}
      {kind === 'line' && !state.idle && (
        <MetresField
          id="geofence-width"
          label={t('geofenceEditor.width')}
          hint={t('geofenceEditor.widthHint')}
          value={width}
          onChange={(value) => send({ type: 'line.width', width: value })}
        />
      )}
      {state.ready && (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={() => send({ type: 'shape.edit' })}
          >
            {t('geofenceEditor.edit')}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={() => send({ type: 'draw.reset' })}
          >
            {t('geofenceEditor.redraw')}
          </button>
        </div>
      )}
    </FormSection>
  );
}

/** Selector equality for a small record of flags: re-render only when one changes. */
function same<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
