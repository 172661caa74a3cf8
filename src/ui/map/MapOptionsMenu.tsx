import { mdiLayersOutline } from '@mdi/js';
import { availableBaseLayers, resolveBaseLayer } from '@farol/model';
import { useTranslation } from 'react-i18next';
import type { MapOptions } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore, useTopic } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import styles from './MapOptionsMenu.module.css';
import { useDropdown } from '../common/useDropdown';

const OPTIONS: Exclude<keyof MapOptions, 'baseLayer'>[] = [
  'geofences',
  'names',
  'plates',
  'precision',
  'status',
  'groups',
];

/**
 * Map options (SPEC §2): show groups, geofences, names, plates, precision, status, and the base
 * layer among those the server offers (issue 15); remembered per user.
 */
export function MapOptionsMenu() {
  const { t } = useTranslation();
  const core = useCore();
  const options = useTopic('mapOptions');
  const server = useSession()?.server ?? null;
  const { open, setOpen, root } = useDropdown();
  if (!options) return null;
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-label={t('mapOptions.title')}
        title={t('mapOptions.title')}
        onClick={() => setOpen(!open)}
      >
        <Icon path={mdiLayersOutline} />
      </button>
      {open && (
        <div className={styles.menu} role="group" aria-label={t('mapOptions.title')}>
          <strong>{t('mapOptions.title')}</strong>
          {OPTIONS.map((key) => (
            <label key={key} className={styles.option}>
              <input
                type="checkbox"
                checked={options[key]}
                onChange={(event) => void core.setMapOptions({ [key]: event.target.checked })}
              />
              {t(`mapOptions.${key}`)}
            </label>
          ))}
          <fieldset className={styles.layers}>
            <legend>{t('mapOptions.base')}</legend>
            {availableBaseLayers(server).map((id) => (
              <label key={id} className={styles.option}>
                <input
                  type="radio"
                  name="base-layer"
                  checked={resolveBaseLayer(options.baseLayer, server) === id}
                  onChange={() => void core.setMapOptions({ baseLayer: id })}
                />
                {t(`mapOptions.layers.${id}`)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
