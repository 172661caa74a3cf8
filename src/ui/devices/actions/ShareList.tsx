import { mdiDeleteOutline, mdiEyeOutline, mdiPencilOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { Share } from '@farol/model';
import { Icon } from '../../common/Icon';
import controls from '../../common/controls.module.css';
import styles from './ShareDialog.module.css';

/** A device's shares with their expiry, each with "show link", "edit" and "delete". */
export function ShareList({
  shares,
  shownId,
  when,
  onShow,
  onEdit,
  onDelete,
}: {
  shares: Share[];
  shownId: number | null;
  /** The expiry of a share as the user reads it. */
  when(share: Share): string;
  onShow(shareId: number): void;
  onEdit(shareId: number): void;
  onDelete(shareId: number): void;
}) {
  const { t } = useTranslation();
  if (shares.length === 0) return <p className={styles.empty}>{t('share.none')}</p>;
  return (
    <ul className={styles.list} data-testid="share-list">
      {shares.map((share) => (
        <li key={share.id} className={styles.item} aria-current={share.id === shownId}>
          <span className={styles.when}>{when(share)}</span>
          <button
            type="button"
            className={controls.iconButton}
            aria-label={t('share.show')}
            title={t('share.show')}
            onClick={() => onShow(share.id)}
          >
            <Icon path={mdiEyeOutline} />
          </button>
          <button
            type="button"
            className={controls.iconButton}
            aria-label={t('share.edit')}
            title={t('share.edit')}
            onClick={() => onEdit(share.id)}
          >
            <Icon path={mdiPencilOutline} />
          </button>
          <button
            type="button"
            className={`${controls.iconButton} ${styles.danger}`}
            aria-label={t('share.delete')}
            title={t('share.delete')}
            onClick={() => onDelete(share.id)}
          >
            <Icon path={mdiDeleteOutline} />
          </button>
        </li>
      ))}
    </ul>
  );
}
