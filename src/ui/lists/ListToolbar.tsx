import { mdiClose, mdiDeleteOutline, mdiMagnify, mdiPlus } from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import styles from './EntityList.module.css';

/**
 * Search, the count and Add, and the screen's extras on a row below; with rows selected, the
 * bulk actions instead.
 */
export function ListToolbar({
  search,
  onSearch,
  shown,
  total,
  selected,
  onClear,
  onDelete,
  onCreate,
  createLabel,
  bulkActions,
  extra,
}: {
  search: string;
  onSearch(text: string): void;
  shown: number;
  total: number;
  selected: number;
  onClear(): void;
  onDelete?: () => void;
  onCreate?: () => void;
  createLabel?: string;
  bulkActions?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  if (selected > 0) {
    return (
      <div
        className={`${styles.toolbar} ${styles.bulk}`}
        role="toolbar"
        aria-label={t('list.bulk')}
      >
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('list.clearSelection')}
          title={t('list.clearSelection')}
          onClick={onClear}
        >
          <Icon path={mdiClose} />
        </button>
        <span className={styles.selected}>{t('list.selected', { count: selected })}</span>
        {bulkActions}
        {onDelete && (
          <button
            type="button"
            className={`${controls.button} ${styles.delete}`}
            onClick={onDelete}
          >
            <Icon path={mdiDeleteOutline} size={18} />
            {t('list.delete')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <Icon path={mdiMagnify} size={18} />
        <input
          type="search"
          value={search}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <span className={styles.count} aria-live="polite">
        {shown === total ? t('list.count', { count: total }) : t('list.countOf', { shown, total })}
      </span>
      {onCreate && (
        <button
          type="button"
          className={controls.button}
          aria-label={createLabel ?? t('list.create')}
          title={createLabel ?? t('list.create')}
          onClick={onCreate}
        >
          <Icon path={mdiPlus} size={18} />
          <span className={styles.createLabel}>{createLabel ?? t('list.create')}</span>
        </button>
      )}
      {/* A row of their own, below: the search keeps its width beside the count and Add. */}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
