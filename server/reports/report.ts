import type { Locale, ReportType, Vocabulary } from '@farol/model';
import type { Quantity } from '../locale/format';
import type { DeviceRecord } from '../storage';
import type { ReportRun } from './context';

/** What a column holds, in the API's units; the files show it in the reader's units and zone. */
export type ColumnKind = Quantity;

/** A column's header: a key of the vocabulary's `columns`. */
export type ColumnLabel = keyof Vocabulary['columns'];

/** A report's title: a key of the vocabulary's `reports.titles`. */
export type ReportTitle = keyof Vocabulary['reports']['titles'];

export type CellValue = string | number | null;

/** A column of the files: header text, kind, relative width, fixed unit (altitude's m). */
export interface ColumnSpec {
  label: ColumnLabel;
  kind: ColumnKind;
  width: number;
  unit?: string;
  /** False: in the spreadsheet only (a printed page has room for fewer columns). */
  print?: boolean;
}

export interface Column<Item> extends ColumnSpec {
  value(item: Item, language: Locale): CellValue;
}

/** A report as the API template drives it, whatever its items are. */
export interface Report {
  type: ReportType;
  title: ReportTitle;
  /**
   * The spreadsheet's shape: a sheet per device (route, events, trips, stops, as Traccar's
   * templates), or one sheet with a device column (summary, daily rows side by side).
   */
  layout: 'sheetPerDevice' | 'oneSheet';
  /** Whether a printable PDF is offered (not for the route: thousands of positions). */
  pdf: boolean;
  columns: readonly ColumnSpec[];
  /** A device's items, in chunks (the route streams; the others come in one). */
  items(run: ReportRun, device: DeviceRecord): AsyncIterable<unknown[]>;
  /** An item as the API's JSON. */
  json(item: unknown): unknown;
  /** An item's cells, one per column, in API units. */
  cells(item: unknown, language: Locale): CellValue[];
  /** The order of the JSON answer across devices; absent = device after device. */
  compare?(a: unknown, b: unknown): number;
}

export interface ReportSpec<Item> {
  type: ReportType;
  title: ReportTitle;
  layout: Report['layout'];
  pdf: boolean;
  columns: readonly Column<Item>[];
  items(run: ReportRun, device: DeviceRecord): AsyncIterable<Item[]> | Promise<Item[]>;
  json(item: Item): unknown;
  compare?(a: Item, b: Item): number;
}

async function* once<Item>(items: Promise<Item[]>): AsyncIterable<Item[]> {
  yield await items;
}

/** Turns a typed report spec into a `Report`; each item only ever meets its own spec. */
export function defineReport<Item>(spec: ReportSpec<Item>): Report {
  return {
    type: spec.type,
    title: spec.title,
    layout: spec.layout,
    pdf: spec.pdf,
    columns: spec.columns.map(({ label, kind, width, unit, print }) => ({
      label,
      kind,
      width,
      unit,
      print,
    })),
    items(run, device) {
      const items = spec.items(run, device);
      return items instanceof Promise ? once(items) : items;
    },
    json: (item) => spec.json(item as Item),
    cells: (item, language) => spec.columns.map((column) => column.value(item as Item, language)),
    compare: spec.compare && ((a, b) => spec.compare!(a as Item, b as Item)),
  };
}
