import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { useTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DeviceRow, ListView, SortField } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { useSelectedDevice } from '../core/hooks';
import { useNow } from '../format/useNow';
import { COLUMN_WIDTHS, deviceColumns, deviceTableFeatures, EXPANDED_ONLY } from './deviceColumns';
import { ListClock } from './ListClock';
import { useWindowedRows } from '../common/useWindowedRows';
import { WindowCell, WindowRow } from '../common/WindowRow';
import styles from './DeviceList.module.css';

const ROW_HEIGHT = 60;
/** Rows fetched beyond the visible ones, so fast scrolling rarely shows placeholders. */
const MARGIN = 40;
const SORTABLE: readonly string[] = ['name', 'lastUpdate'] satisfies SortField[];
const EMPTY: DeviceRow[] = [];

/** The virtualized device list over the worker's list projection. */
export function DeviceList({
  list,
  expanded,
  onOpen,
}: {
  list: ListView | undefined;
  expanded: boolean;
  onOpen(deviceId: number): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const selected = useSelectedDevice();
  const now = useNow();
  const total = list?.total ?? 0;
  const query = list?.query;
  const { scrollRef, virtualizer, items } = useWindowedRows({
    total,
    rowHeight: ROW_HEIGHT,
    margin: MARGIN,
    request: (window) => void core.setListWindow(window),
    scrollResetKey: [
      query?.search,
      query?.status,
      query?.motionOnly,
      query?.hiddenCategories?.join(','),
    ].join('|'),
  });

  const table = useTable({
    features: deviceTableFeatures,
    columns: deviceColumns,
    data: list?.rows ?? EMPTY,
    state: { columnVisibility: expanded ? {} : EXPANDED_ONLY },
    getRowId: (row) => String(row.id),
  });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const template = headers
    .map((h) => COLUMN_WIDTHS[expanded ? 'expanded' : 'compact'][h.column.id] ?? 'auto')
    .join(' ');

  const selectedId = selected?.device.id ?? null;
  return (
    <ListClock value={now}>
      <div className={styles.head} style={{ gridTemplateColumns: template }} role="row">
        {headers.map((header) => {
          const id = header.column.id;
          const label = t(String(header.column.columnDef.header));
          if (!SORTABLE.includes(id))
            return (
              <span key={header.id} className={styles.headCell} title={label}>
                <span className={styles.headLabel}>{label}</span>
              </span>
            );
          const active = query?.sort.field === id;
          return (
            <button
              key={header.id}
              type="button"
              className={styles.headCell}
              aria-sort={
                active ? (query.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
              }
              title={t('devices.sortBy', { field: label })}
              onClick={() => void core.toggleSort({ field: id as SortField })}
            >
              <span className={styles.headLabel}>{label}</span>
              {active && (
                <Icon path={query.sort.direction === 'asc' ? mdiArrowUp : mdiArrowDown} size={14} />
              )}
            </button>
          );
        })}
      </div>
      <div ref={scrollRef} className={styles.scroll} data-testid="device-list" data-total={total}>
        {list && total === 0 && (
          <p className={styles.empty}>
            {list.counts.all === 0 ? t('devices.emptyFleet') : t('devices.empty')}
          </p>
        )}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = list ? rows[item.index - list.start] : undefined;
            return (
              <WindowRow
                key={row?.id ?? `placeholder-${item.index}`}
                top={item.start}
                height={ROW_HEIGHT}
                template={template}
                selected={row?.original.id === selectedId}
                data-device-id={row?.original.id}
                onOpen={() => row && onOpen(row.original.id)}
                cells={row?.getVisibleCells().map((cell) => (
                  <WindowCell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </WindowCell>
                ))}
              />
            );
          })}
        </div>
      </div>
    </ListClock>
  );
}
