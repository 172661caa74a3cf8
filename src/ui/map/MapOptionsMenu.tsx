import { mdiLayersOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { MapOptions } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore, useTopic } from '../core/CoreContext';
import styles from './MapOptionsMenu.module.css';
import { useDropdown } from '../common/useDropdown';

const OPTIONS: (keyof MapOptions)[] = [
  'geofences',
  'names',
  'plates',
  'precision',
  'status',
  'groups',
];

/** Map options (SPEC §2): show groups, geofences, names, plates, precision, status; per user. */
export function MapOptionsMenu() {
  const { t } = useTranslation();
  const core = useCore();
  const options = useTopic('mapOptions');
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
        </div>
      )}
    </div>
  );
}
