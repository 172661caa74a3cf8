import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsersFilter, UsersView } from '../../worker/types';
import { useNarrowScreen } from '../alerts/useNarrowScreen';
import controls from '../common/controls.module.css';
import { useWindowedRows } from '../common/useWindowedRows';
import { WindowRow } from '../common/WindowRow';
import { useCore } from '../core/CoreContext';
import { useSession, useUsers } from '../core/hooks';
import { ListState } from '../lists/ListState';
import { ListToolbar } from '../lists/ListToolbar';
import { UserBulkActions, type BulkOutcome } from './UserBulkActions';
import { UserCells, userColumns } from './UserCells';
import { isRankRefusal } from './userFormValues';
import { canLoginAs, userRights } from './userRights';
import styles from './Users.module.css';

const ROW_HEIGHT = 52;
/** Rows fetched beyond the visible ones, so fast scrolling rarely shows placeholders. */
const MARGIN = 40;
const FILTERS: UsersFilter[] = ['all', 'disabled', 'expired', 'overLimit'];

/**
 * The tree of accounts (manager → sub-accounts, reseller → sub-reseller → customers): the
 * worker holds, searches, filters and folds them and sends the rows the scroll shows, so
 * 50,000 accounts scroll like 50. Rows select for bulk actions; a click opens the account.
 */
export function UsersTree({
  onOpen,
  onCreate,
  onLoginAs,
}: {
  onOpen(id: number): void;
  onCreate?: () => void;
  onLoginAs(id: number): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const view = useUsers();
  const narrow = useNarrowScreen();
  const rights = userRights(session);
  const [search, setSearch] = useState(view?.query.search ?? '');
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  useEffect(() => void core.loadUsers(), [core]);
  useEffect(() => void core.setUsersQuery({ search }), [core, search]);

  const total = view?.total ?? 0;
  const filter = view?.query.filter ?? 'all';
  const { scrollRef, virtualizer, items } = useWindowedRows({
    total,
    rowHeight: ROW_HEIGHT,
    margin: MARGIN,
    request: (window) => void core.setUsersWindow(window),
    scrollResetKey: `${filter}|${search}`,
  });

  const select = (ids: number[], on: boolean) =>
    setSelection((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selectAll = async (on: boolean) => {
    if (!on) return setSelection(new Set());
    setSelection(new Set(await core.visibleUserIds()));
  };
  const template = userColumns(narrow);
  const rows = view?.rows ?? [];
  const viewer = session?.user;

  return (
    <div className={styles.list} data-testid="users-tree" data-total={total}>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        shown={total}
        total={view?.counts.all ?? 0}
        selected={selection.size}
        onClear={() => setSelection(new Set())}
        onCreate={onCreate}
        createLabel={t('users.create')}
        bulkActions={
          <UserBulkActions
            ids={[...selection]}
            rights={rights}
            onDone={(result) => {
              setOutcome(result && result.failed.length > 0 ? result : null);
              setSelection(new Set(result?.failed.map((failure) => failure.id) ?? []));
            }}
          />
        }
      />
      <FilterChips view={view} />
      {outcome && (
        <p className={`${styles.outcome} ${controls.alert}`} role="alert">
          {t('users.changeFailed', {
            count: outcome.failed.length,
            reason: isRankRefusal(outcome.failed[0]!.error.code)
              ? t('errors.USER_HIGHER_RANK')
              : outcome.failed[0]!.error.message || outcome.failed[0]!.error.code,
          })}
        </p>
      )}
      <div className={styles.head} style={{ gridTemplateColumns: template }} role="row">
        <input
          type="checkbox"
          className={styles.check}
          aria-label={t('list.selectAll')}
          checked={total > 0 && selection.size >= total}
          onChange={(event) => void selectAll(event.target.checked)}
        />
        <span className={styles.headCell}>{t('users.columns.name')}</span>
        {!narrow && <span className={styles.headCell}>{t('users.columns.email')}</span>}
        <span className={styles.headCell}>{t('users.columns.role')}</span>
        {!narrow && <span className={styles.headCell}>{t('users.columns.expiration')}</span>}
        <span />
      </div>
      <div ref={scrollRef} className={styles.scroll} role="rowgroup" aria-label={t('users.title')}>
        <ListState
          status={view}
          stored={view?.counts.all ?? 0}
          shown={total}
          query={search || (filter === 'all' ? '' : t(`users.filters.${filter}`))}
          emptyText={t('users.empty')}
          onRetry={() => void core.loadUsers()}
          onCreate={onCreate}
          createLabel={t('users.create')}
        />
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = view ? rows[item.index - view.start] : undefined;
            return (
              <WindowRow
                key={row?.id ?? `placeholder-${item.index}`}
                top={item.start}
                height={ROW_HEIGHT}
                template={template}
                selected={row ? selection.has(row.id) : false}
                data-user-id={row?.id}
                onOpen={() => row && onOpen(row.id)}
                cells={
                  row && (
                    <UserCells
                      row={row}
                      narrow={narrow}
                      selected={selection.has(row.id)}
                      onSelect={(on) => select([row.id], on)}
                      onToggle={() => void core.toggleUserNode({ id: row.id })}
                      onLoginAs={canLoginAs(viewer, row) ? () => onLoginAs(row.id) : undefined}
                    />
                  )
                }
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** All, disabled, expired, over a limit: each with how many accounts it would show. */
function FilterChips({ view }: { view: UsersView | undefined }) {
  const { t } = useTranslation();
  const core = useCore();
  const active = view?.query.filter ?? 'all';
  return (
    <div className={styles.filters} role="group" aria-label={t('users.filters.label')}>
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={controls.chip}
          aria-pressed={active === filter}
          onClick={() => void core.setUsersQuery({ filter })}
        >
          {t(`users.filters.${filter}`)}
          <span className={styles.chipCount}>{view?.counts[filter] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
