import { mdiMagnet } from '@mdi/js';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../common/Icon';
import controls from '../../common/controls.module.css';
import { phaseOf } from './editorState';
import type { GeofenceEditorActor } from './useGeofenceEditor';
import styles from './GeofenceEditor.module.css';

/**
 * Over the map while the area is drawn or edited (SPEC §2): Concluir ends it, reset draws the
 * shape again, cancel drops the changes; and the snapping switch (off by default, SPEC §4).
 */
export function MapEditBar({ actor }: { actor: GeofenceEditorActor }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, phaseOf);
  const snapping = useSelector(actor, (snapshot) => snapshot.context.snapping);
  if (!phase) return null;
  const send = actor.send;
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('geofenceEditor.toolbar')}>
      <button
        type="button"
        className={`${controls.iconButton} ${styles.snap}`}
        aria-pressed={snapping}
        aria-label={t('geofenceEditor.snap')}
        title={t('geofenceEditor.snap')}
        onClick={() => send({ type: 'snap.toggle' })}
      >
        <Icon path={mdiMagnet} />
      </button>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => send({ type: 'draw.cancel' })}
      >
        {t('geofenceEditor.cancel')}
      </button>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => send({ type: 'draw.reset' })}
      >
        {t('geofenceEditor.reset')}
      </button>
      <button
        type="button"
        className={controls.button}
        onClick={() => send({ type: 'draw.finish' })}
      >
        {t('geofenceEditor.finish')}
      </button>
    </div>
  );
}
