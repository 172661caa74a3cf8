import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { useCore, useTopic } from '../core/CoreContext';

const NONE: number[] = [];

/** The geofences hidden from the map (worker SPEC.md G4), as a set. */
export function useHiddenGeofences(): ReadonlySet<number> {
  const ids = useTopic('hiddenGeofences') ?? NONE;
  return useMemo(() => new Set(ids), [ids]);
}

/** A row's eye: shows or hides that geofence on the map (the row itself opens the form). */
export function GeofenceVisibilityToggle({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const shown = !useHiddenGeofences().has(id);
  const label = t(shown ? 'geofences.hide' : 'geofences.show', { name });
  return (
    <button
      type="button"
      className={controls.iconButton}
      aria-label={label}
      aria-pressed={shown}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        void core.setGeofencesVisible({ ids: [id], visible: !shown });
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Icon path={shown ? mdiEyeOutline : mdiEyeOffOutline} />
    </button>
  );
}

/** The bulk bar's pair: show or hide the selected geofences on the map. */
export function BulkVisibilityButtons({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const core = useCore();
  return (
    <>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => void core.setGeofencesVisible({ ids, visible: true })}
      >
        <Icon path={mdiEyeOutline} size={18} />
        {t('geofences.showSelected')}
      </button>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => void core.setGeofencesVisible({ ids, visible: false })}
      >
        <Icon path={mdiEyeOffOutline} size={18} />
        {t('geofences.hideSelected')}
      </button>
    </>
  );
}

/** In the toolbar while some are hidden: shows every geofence again. */
export function ShowAllGeofences() {
  const { t } = useTranslation();
  const core = useCore();
  const hidden = useTopic('hiddenGeofences') ?? NONE;
  if (hidden.length === 0) return null;
  return (
    <button
      type="button"
      className={controls.chip}
      onClick={() => void core.setGeofencesVisible({ ids: hidden, visible: true })}
    >
      <Icon path={mdiEyeOutline} size={16} />
      {t('geofences.showAll', { count: hidden.length })}
    </button>
  );
}
