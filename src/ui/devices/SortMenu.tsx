import { mdiArrowDown, mdiArrowUp, mdiSort } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATE_SORTS } from '@farol/model';
import type { ListQuery, SortField } from '../../worker/types';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import styles from './DeviceListToolbar.module.css';
import { useDropdown } from '../common/useDropdown';

const FIELDS: SortField[] = ['name', 'lastUpdate', ...DEVICE_STATE_SORTS];

/** Sort by name, last update or a device state (SPEC §2); the current field flips direction. */
export function SortMenu({ sort }: { sort: ListQuery['sort'] | undefined }) {
  const { t } = useTranslation();
  const core = useCore();
  const { open, setOpen, root } = useDropdown();
  const current = sort?.field ?? 'name';
  return (
    <div className={styles.categories} ref={root}>
      <button
        type="button"
        className={controls.chip}
        aria-expanded={open}
        aria-pressed={current !== 'name'}
        aria-label={`${t('sort.title')}: ${t(`sort.${current}`)}`}
        onClick={() => setOpen(!open)}
      >
        <Icon path={mdiSort} size={15} />
        {t(`sort.${current}`)}
        <Icon path={sort?.direction === 'desc' ? mdiArrowDown : mdiArrowUp} size={13} />
      </button>
      {open && (
        <div className={styles.popover} role="menu" aria-label={t('sort.title')}>
          {FIELDS.map((field) => (
            <button
              key={field}
              type="button"
              role="menuitemradio"
              aria-checked={field === current}
              className={styles.sortItem}
              onClick={() => void core.toggleSort({ field })}
            >
              {t(`sort.${field}`)}
              {field === current && (
                <Icon path={sort?.direction === 'desc' ? mdiArrowDown : mdiArrowUp} size={14} />
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
