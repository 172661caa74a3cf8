import { useTranslation } from 'react-i18next';
import type { EntityCollection } from '../../worker/types';
import controls from '../common/controls.module.css';
import styles from './EntityList.module.css';

/** What the list says instead of rows: loading, the load's error, nothing yet, no match. */
export function ListState({
  collection,
  shown,
  query,
  emptyText,
  onRetry,
  onCreate,
  createLabel,
}: {
  collection: EntityCollection<unknown> | undefined;
  shown: number;
  query: string;
  emptyText: string;
  onRetry(): void;
  onCreate?: () => void;
  createLabel?: string;
}) {
  const { t } = useTranslation();
  if (shown > 0) return null;
  const state = collection?.state ?? 'loading';
  if (state === 'failed') {
    const error = collection?.error;
    return (
      <div className={styles.state} role="alert">
        <p>{t('list.loadFailed', { reason: error?.message || error?.code || '' })}</p>
        <button type="button" className={controls.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if ((state === 'loading' || state === 'idle') && (collection?.items.length ?? 0) === 0) {
    return <p className={styles.state}>{t('common.loading')}</p>;
  }
  if ((collection?.items.length ?? 0) > 0 && query.trim() !== '') {
    return <p className={styles.state}>{t('list.noMatch', { query: query.trim() })}</p>;
  }
  return (
    <div className={styles.state}>
      <p>{emptyText}</p>
      {onCreate && (
        <button type="button" className={controls.button} onClick={onCreate}>
          {createLabel ?? t('list.create')}
        </button>
      )}
    </div>
  );
}
