import { useTranslation } from 'react-i18next';
import type { CoreError } from '../../worker/types';
import controls from '../common/controls.module.css';
import styles from './EntityList.module.css';

/** A list's load: `idle` or `loading` before its first answer, `failed` with the error. */
export interface ListStatus {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  error: CoreError | null;
}

/**
 * What the list says instead of rows: loading, the load's error, nothing yet, no match.
 * `stored` is how many objects there are before search and filters.
 */
export function ListState({
  status,
  stored,
  shown,
  query,
  emptyText,
  onRetry,
  onCreate,
  createLabel,
}: {
  status: ListStatus | undefined;
  stored: number;
  shown: number;
  query: string;
  emptyText: string;
  onRetry(): void;
  onCreate?: () => void;
  createLabel?: string;
}) {
  const { t } = useTranslation();
  if (shown > 0) return null;
  const state = status?.state ?? 'loading';
  if (state === 'failed') {
    const error = status?.error;
    return (
      <div className={styles.state} role="alert">
        <p>{t('list.loadFailed', { reason: error?.message || error?.code || '' })}</p>
        <button type="button" className={controls.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if ((state === 'loading' || state === 'idle') && stored === 0) {
    return <p className={styles.state}>{t('common.loading')}</p>;
  }
  if (stored > 0 && query.trim() !== '') {
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
