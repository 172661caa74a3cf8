import { mdiMinus, mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Icon } from '../common/Icon';
import { useMap } from './MapContext';
import styles from './MapControls.module.css';

/** Zoom buttons in the map's corner. */
export function MapControls() {
  const { t } = useTranslation();
  const map = useMap();
  if (!map) return null;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        aria-label={t('map.zoomIn')}
        title={t('map.zoomIn')}
        onClick={() => map.zoomBy(1)}
      >
        <Icon path={mdiPlus} />
      </button>
      <button
        type="button"
        aria-label={t('map.zoomOut')}
        title={t('map.zoomOut')}
        onClick={() => map.zoomBy(-1)}
      >
        <Icon path={mdiMinus} />
      </button>
    </div>
  );
}
