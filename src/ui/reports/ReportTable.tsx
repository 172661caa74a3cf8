import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind, ReportRow, ReportView } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { formatCell, type CellContext } from './formatCell';
import { REPORT_COLUMNS, type ReportColumn } from './reportColumns';
import { useWindowedRows } from '../common/useWindowedRows';
import { WindowCell, WindowRow } from '../common/WindowRow';
import styles from './ReportTable.module.css';

const ROW_HEIGHT = 38;
/** Rows asked for beyond the visible ones, so fast scrolling rarely shows placeholders. */
const MARGIN = 60;
const EMPTY: ReportRow[] = [];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ReportRow>();

const FormatContext = createContext<CellContext | null>(null);

function Cell({ column, row }: { column: ReportColumn; row: ReportRow }) {
  const ctx = useContext(FormatContext)!;
  const text = formatCell(column, row as unknown as Record<string, unknown>, ctx);
  return <span title={text}>{text}</span>;
}

/** The table's columns from the kind's config (built once per kind). */
function columnsOf(kind: ReportKind) {
  return helper.columns(
    REPORT_COLUMNS[kind].map((column) =>
      helper.accessor((row) => (row as unknown as Record<string, unknown>)[column.id], {
        id: column.id,
        header: `reports.columns.${column.id}`,
        cell: ({ row }) => <Cell column={column} row={row.original} />,
      }),
    ),
  );
}

/**
 * A report's rows in a virtualized table (SPEC §2): the worker sorts and converts units and
 * sends the window the scroll shows; a click on a row hands its index to `onRowClick`.
 */
export function ReportTable({
  kind,
  view,
  format,
  selectedIndex,
  onRowClick,
}: {
  kind: ReportKind;
  view: ReportView;
  format: CellContext;
  selectedIndex: number | null;
  onRowClick(row: ReportRow): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const columns = useMemo(() => columnsOf(kind), [kind]);
  const config = REPORT_COLUMNS[kind];
  const template = config.map((column) => column.width).join(' ');
  const minWidth = config.length * 96;

  const { scrollRef, virtualizer, items } = useWindowedRows({
    total: view.total,
    rowHeight: ROW_HEIGHT,
    margin: MARGIN,
    overscan: 10,
    request: (window) => void core.setReportWindow(window),
    resetKey: view.id,
    scrollResetKey: `${view.id}|${JSON.stringify(view.sort)}`,
  });

  const table = useTable({
    features,
    columns,
    data: view.rows.length ? view.rows : EMPTY,
    getRowId: (row) => String(row.index),
  });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      data-testid="report-table"
      data-total={view.total}
      role="table"
      aria-rowcount={view.total}
    >
      <div className={styles.inner} style={{ minWidth }}>
        <div className={styles.head} style={{ gridTemplateColumns: template }} role="row">
          {headers.map((header) => {
            const id = header.column.id;
            const label = t(String(header.column.columnDef.header));
            const active = view.sort?.column === id;
            return (
              <button
                key={header.id}
                type="button"
                role="columnheader"
                className={styles.headCell}
                aria-sort={
                  active ? (view.sort!.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                }
                title={label}
                onClick={() => void core.sortReport({ column: id })}
              >
                <span className={styles.headLabel}>{label}</span>
                {active && (
                  <Icon
                    path={view.sort!.direction === 'asc' ? mdiArrowUp : mdiArrowDown}
                    size={14}
                  />
                )}
              </button>
            );
          })}
        </div>
        <FormatContext value={format}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index - view.start];
              return (
                <WindowRow
                  key={row?.id ?? `placeholder-${item.index}`}
                  top={item.start}
                  height={ROW_HEIGHT}
                  template={template}
                  selected={row?.original.index === selectedIndex}
                  data-row-index={row?.original.index}
                  onOpen={() => row && onRowClick(row.original)}
                  cells={row?.getAllCells().map((cell) => (
                    <WindowCell key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </WindowCell>
                  ))}
                />
              );
            })}
          </div>
        </FormatContext>
      </div>
    </div>
  );
}
