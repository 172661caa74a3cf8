import { mdiAccountArrowRight, mdiChevronDown, mdiChevronRight } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../worker/types';
import { Icon } from '../common/Icon';
import { WindowCell } from '../common/WindowRow';
import { formatDate } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import styles from './Users.module.css';

/** Pixels each level of the tree is indented. */
const INDENT = 18;

/** The cells of one account's row: select, name in the tree, e-mail, role, expiry, log in as. */
export function UserCells({
  row,
  narrow,
  selected,
  onSelect,
  onToggle,
  onLoginAs,
}: {
  row: UserRow;
  narrow: boolean;
  selected: boolean;
  onSelect(on: boolean): void;
  onToggle(): void;
  /** Absent when the signed-in user may not log in as this account. */
  onLoginAs?: () => void;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const limits =
    row.userLimit !== 0
      ? t('users.managed', {
          count: row.children,
          limit: row.userLimit === -1 ? '∞' : String(row.userLimit),
        })
      : null;
  const expiry =
    row.expirationTime === null ? t('common.never') : formatDate(row.expirationTime, prefs);
  return (
    <>
      <WindowCell>
        <input
          type="checkbox"
          className={styles.check}
          aria-label={t('list.select')}
          checked={selected}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </WindowCell>
      <WindowCell>
        <span className={styles.nameCell} style={{ paddingLeft: row.depth * INDENT }}>
          {row.children > 0 ? (
            <button
              type="button"
              className={styles.fold}
              aria-label={row.expanded ? t('users.fold') : t('users.unfold')}
              aria-expanded={row.expanded}
              onClick={(event) => {
                event.stopPropagation();
                onToggle();
              }}
            >
              <Icon path={row.expanded ? mdiChevronDown : mdiChevronRight} size={18} />
            </button>
          ) : (
            <span className={styles.leaf} aria-hidden />
          )}
          {!narrow && (
            <span className={styles.avatar} data-role={row.role} aria-hidden>
              {(row.name || row.email).slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className={styles.nameText}>
            <span className={row.match ? styles.name : `${styles.name} ${styles.context}`}>
              {row.name || row.email}
            </span>
            {narrow && <span className={styles.sub}>{row.email}</span>}
          </span>
        </span>
      </WindowCell>
      {!narrow && (
        <WindowCell>
          <span className={styles.sub}>{row.email}</span>
        </WindowCell>
      )}
      <WindowCell>
        <span className={styles.badges}>
          <span className={styles.role} data-role={row.role}>
            {t(`users.roles.${row.role}`)}
          </span>
          {limits && (
            <span
              className={row.overLimit ? styles.over : styles.sub}
              title={t('users.filters.overLimit')}
            >
              {limits}
            </span>
          )}
          {narrow && (row.disabled || row.expired) && (
            <span className={styles.stateOff}>
              {t(row.disabled ? 'users.state.disabled' : 'users.state.expired')}
            </span>
          )}
        </span>
      </WindowCell>
      {!narrow && (
        <WindowCell>
          {row.disabled ? (
            <span className={styles.stateOff}>{t('users.state.disabled')}</span>
          ) : row.expired ? (
            <span className={styles.stateOff}>{t('users.state.expired')}</span>
          ) : (
            <span className={styles.sub}>{expiry}</span>
          )}
        </WindowCell>
      )}
      <WindowCell>
        {onLoginAs && (
          <button
            type="button"
            className={styles.rowAction}
            aria-label={t('impersonation.loginAs', { name: row.name || row.email })}
            title={t('impersonation.loginAs', { name: row.name || row.email })}
            onClick={(event) => {
              event.stopPropagation();
              onLoginAs();
            }}
          >
            <Icon path={mdiAccountArrowRight} size={18} />
          </button>
        )}
      </WindowCell>
    </>
  );
}

/** The grid columns of the rows and the header. */
export function userColumns(narrow: boolean): string {
  return narrow
    ? '24px minmax(0, 1fr) 100px 32px'
    : '24px minmax(0, 2fr) minmax(0, 1.4fr) 130px 96px 36px';
}
