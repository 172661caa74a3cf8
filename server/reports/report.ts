import type { ReportType } from '@farol/model';
import type { DeviceRecord } from '../storage';
import type { ReportRun } from './context';
import type { Language, TextKey } from './i18n';

/**
 * What a column holds, in the API's units; the files convert it to the reader's units and zone:
 * `time` epoch ms, `distance` metres, `speed` knots, `duration` ms, `volume` litres.
 */
export type ColumnKind =
  'text' | 'time' | 'distance' | 'speed' | 'duration' | 'volume' | 'coordinate' | 'integer';

export type CellValue = string | number | null;

/** A column of the files: header text, kind, relative width, fixed unit (altitude's m). */
export interface ColumnSpec {
  label: TextKey;
  kind: ColumnKind;
  width: number;
  unit?: string;
  /** False: in the spreadsheet only (a printed page has room for fewer columns). */
  print?: boolean;
}

export interface Column<Item> extends ColumnSpec {
  value(item: Item, language: Language): CellValue;
}

/** A report as the API template drives it, whatever its items are. */
export interface Report {
  type: ReportType;
  title: TextKey;
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
  cells(item: unknown, language: Language): CellValue[];
}

export interface ReportSpec<Item> {
  type: ReportType;
  title: TextKey;
  layout: Report['layout'];
  pdf: boolean;
  columns: readonly Column<Item>[];
  items(run: ReportRun, device: DeviceRecord): AsyncIterable<Item[]> | Promise<Item[]>;
  json(item: Item): unknown;
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
  };
}
