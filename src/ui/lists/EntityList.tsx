import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { useTable, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteOutcome, EntityCollection } from '../../worker/types';
import { useNarrowScreen } from '../alerts/useNarrowScreen';
import { ConfirmDialog } from '../common/ConfirmDialog';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { ListState } from './ListState';
import { ListToolbar } from './ListToolbar';
import { createSearch, type ListColumn } from './listColumns';
import { listFeatures, toColumnDefs } from './listTable';
import styles from './EntityList.module.css';

const CHECK_TRACK = '24px';
const NO_ITEMS: never[] = [];

export interface EntityListProps<T extends { id: number }> {
  /** The kind's topic value (`useEntities(kind)`); undefined until it arrives. */
  collection: EntityCollection<T> | undefined;
  /** Stable across renders (module scope or useMemo). */
  columns: readonly ListColumn<T>[];
  /** What the list is, for screen readers ("Grupos"). */
  label: string;
  /** Shown when there is nothing at all ("Nenhum grupo cadastrado."). */
  emptyText: string;
  /** The question before deleting `count` selected rows. */
  deleteQuestion?(count: number): string;
  onOpen(item: T): void;
  onRetry(): void;
  onCreate?(): void;
  createLabel?: string;
  /** Deletes the selected rows (asked first); rows that could not go stay selected. */
  onDelete?(ids: number[]): Promise<DeleteOutcome>;
  /** More actions on the selected ids (e.g. link); `clear` empties the selection. */
  bulkActions?(ids: number[], clear: () => void): ReactNode;
  /** Beside the search (filters, toggles). */
  toolbarExtra?: ReactNode;
  rowHeight?: number;
  testId?: string;
}

/**
 * The list pattern of every management screen (see README.md): search, sort by any column,
 * multi-select with bulk delete and link, empty, loading and error states, virtual rows that
 * stay smooth at 10,000 objects.
 */
export function EntityList<T extends { id: number }>(props: EntityListProps<T>) {
  const { t } = useTranslation();
  const { collection, columns, rowHeight = 52 } = props;
  const [scroll, setScroll] = useState<HTMLDivElement | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [sorting, setSorting] = useState<SortingState>(() => [{ id: columns[0]!.id, desc: false }]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);

  const items = collection?.items ?? (NO_ITEMS as T[]);
  const find = useMemo(() => createSearch(columns), [columns]);
  const data = useMemo(() => find(items, query) as T[], [find, items, query]);
  const narrow = useNarrowScreen();
  const shown = useMemo(
    () => (narrow ? columns.filter((column) => column.phone !== false) : columns),
    [columns, narrow],
  );
  const columnDefs = useMemo(() => toColumnDefs(shown), [shown]);
  // A column the phone does not show sorts nothing there. One array per change, not per render:
  // a new sorting state makes the table sort every row again.
  const shownSorting = useMemo(
    () => sorting.filter((sort) => shown.some((column) => column.id === sort.id)),
    [sorting, shown],
  );
  const table = useTable({
    features: listFeatures,
    columns: columnDefs,
    data,
    state: { sorting: shownSorting, rowSelection: selection },
    onSortingChange: setSorting,
    onRowSelectionChange: setSelection,
    enableSortingRemoval: false,
    getRowId: (item) => String(item.id),
  });
  const rows = table.getRowModel().rows;
  const present = useMemo(() => new Set(items.map((item) => String(item.id))), [items]);
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id] && present.has(id))
    .map(Number);
  const clear = () => setSelection({});

  const template = [CHECK_TRACK, ...shown.map((c) => c.width ?? 'minmax(0, 1fr)')].join(' ');
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroll,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const allShown = rows.length > 0 && rows.every((row) => selection[row.id]);
  const someShown = !allShown && rows.some((row) => selection[row.id]);

  const remove = async () => {
    setAsking(false);
    const result = await props.onDelete!(selectedIds);
    setOutcome(result.failed.length > 0 ? result : null);
    setSelection(
      Object.fromEntries(result.failed.map((failure) => [String(failure.id), true as const])),
    );
  };

  return (
    <div className={styles.list} data-testid={props.testId} data-total={rows.length}>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        shown={data.length}
        total={items.length}
        selected={selectedIds.length}
        onClear={clear}
        onDelete={props.onDelete ? () => setAsking(true) : undefined}
        onCreate={props.onCreate}
        createLabel={props.createLabel}
        bulkActions={props.bulkActions?.(selectedIds, clear)}
        extra={props.toolbarExtra}
      />
      {outcome && (
        <p className={`${styles.outcome} ${controls.alert}`} role="alert">
          {t('list.deleteFailed', {
            count: outcome.failed.length,
            reason: outcome.failed[0]!.error.message || outcome.failed[0]!.error.code,
          })}
        </p>
      )}
      <div className={styles.head} style={{ gridTemplateColumns: template }} role="row">
        <input
          type="checkbox"
          className={styles.check}
          aria-label={t('list.selectAll')}
          checked={allShown}
          ref={(box) => void (box && (box.indeterminate = someShown))}
          onChange={() =>
            setSelection((before) => {
              const next = { ...before };
              for (const row of rows) {
                if (allShown) delete next[row.id];
                else next[row.id] = true;
              }
              return next;
            })
          }
        />
        {table.getHeaderGroups()[0]!.headers.map((header) => {
          const sorted = header.column.getIsSorted();
          const text = t(String(header.column.columnDef.header));
          return (
            <button
              key={header.id}
              type="button"
              role="columnheader"
              className={styles.headCell}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              title={t('list.sortBy', { field: text })}
              onClick={header.column.getToggleSortingHandler()}
            >
              <span className={styles.headText} title={text}>
                {text}
              </span>
              {sorted && <Icon path={sorted === 'asc' ? mdiArrowUp : mdiArrowDown} size={14} />}
            </button>
          );
        })}
      </div>
      <div ref={setScroll} className={styles.scroll} role="rowgroup" aria-label={props.label}>
        <ListState
          status={collection}
          stored={items.length}
          shown={rows.length}
          query={query}
          emptyText={props.emptyText}
          onRetry={props.onRetry}
          onCreate={props.onCreate}
          createLabel={props.createLabel}
        />
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index]!;
            const item = row.original;
            return (
              <div
                key={row.id}
                role="row"
                tabIndex={0}
                className={styles.row}
                aria-selected={row.getIsSelected()}
                data-id={item.id}
                style={{
                  height: rowHeight,
                  transform: `translateY(${virtual.start}px)`,
                  gridTemplateColumns: template,
                }}
                onClick={() => props.onOpen(item)}
                onKeyDown={(event) => {
                  if (event.target !== event.currentTarget) return;
                  if (event.key === 'Enter') props.onOpen(item);
                  if (event.key === ' ') {
                    event.preventDefault();
                    row.toggleSelected();
                  }
                }}
              >
                <input
                  type="checkbox"
                  className={styles.check}
                  aria-label={t('list.select')}
                  checked={row.getIsSelected()}
                  onClick={(event) => {
                    event.stopPropagation();
                    row.getToggleSelectedHandler()(event);
                  }}
                  onChange={() => undefined}
                />
                {shown.map((column) => (
                  <span key={column.id} className={styles.cell} role="cell">
                    {column.cell ? column.cell(item) : String(column.value(item) ?? '—')}
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          text={
            props.deleteQuestion?.(selectedIds.length) ??
            t('list.deleteText', { count: selectedIds.length })
          }
          confirmLabel={t('list.delete')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => void remove()}
        />
      )}
    </div>
  );
}
