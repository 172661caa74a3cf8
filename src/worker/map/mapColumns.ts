/**
 * The map frame's columns (SPEC.md M1, M6), declared once in MAP_COLUMNS: each column's typed
 * array, its width (numbers per slot) and how a device writes it. Everything else (the
 * persistent columns, growing, freeing a slot, copying a frame) walks that table, so a new
 * column is one entry.
 */
import type { Device, Position } from '@farol/model';
import { IdTable } from '../kernel/idTable';
import { categoryIndex } from './categoryIndex';
import { deviceColor } from '@farol/model';
import { statusColor } from './statusColor';
import type { MapFrame } from './types';

type ArrayConstructor =
  Int32ArrayConstructor | Uint8ArrayConstructor | Float32ArrayConstructor | Float64ArrayConstructor;

/**
 * One column: its array type, numbers per slot, what its writer reads (the device record or
 * only the position), and the writer of one slot at `at`.
 */
export interface ColumnSpec<A extends ArrayConstructor> {
  array: A;
  width: number;
  reads: 'device' | 'position';
  write(column: InstanceType<A>, at: number, device: Device, position: Position): void;
}

const column = <A extends ArrayConstructor>(
  array: A,
  width: number,
  reads: ColumnSpec<A>['reads'],
  write: ColumnSpec<A>['write'],
): ColumnSpec<A> => ({ array, width, reads, write });

export const MAP_COLUMNS = {
  /** Device id per slot. */
  ids: column(Int32Array, 1, 'device', (ids, at, device) => {
    ids[at] = device.id;
  }),
  /** Longitude, latitude pairs. */
  positions: column(Float64Array, 2, 'position', (positions, at, _device, position) => {
    positions[at] = position.longitude;
    positions[at + 1] = position.latitude;
  }),
  /** Course in degrees clockwise from north. */
  courses: column(Float32Array, 1, 'position', (courses, at, _device, position) => {
    courses[at] = position.course;
  }),
  /** RGBA from the status. */
  colors: column(Uint8Array, 4, 'device', (colors, at, device) => {
    const [r, g, b, a] = statusColor(device.status);
    colors[at] = r;
    colors[at + 1] = g;
    colors[at + 2] = b;
    colors[at + 3] = a;
  }),
  /** Index into DEVICE_CATEGORIES. */
  icons: column(Uint8Array, 1, 'device', (icons, at, device) => {
    icons[at] = categoryIndex(device.category);
  }),
  /** RGBA of the category glyph: `tarkan.color`, else white. */
  glyphColors: column(Uint8Array, 4, 'device', (glyphColors, at, device) => {
    glyphColors.set(deviceColor(device.attributes['tarkan.color']), at);
  }),
  /** Position accuracy in metres (0 when unknown). */
  accuracies: column(Float32Array, 1, 'position', (accuracies, at, _device, position) => {
    accuracies[at] = position.accuracy;
  }),
};

export type MapColumnName = keyof typeof MAP_COLUMNS;

/** The column arrays by name, as frames and the persistent columns hold them. */
export type FrameColumns = {
  [K in MapColumnName]: InstanceType<(typeof MAP_COLUMNS)[K]['array']>;
};

/**
 * The map's persistent columns, indexed by slot, with room for more. Slots stay dense: a
 * removed device's slot is filled by the last one, so `[0, length)` is always the fleet on the
 * map.
 */
export type MapColumns = FrameColumns & {
  length: number;
  /** deviceId → slot */
  slots: IdTable;
  /** The device record each slot was last written from. */
  records: (Device | undefined)[];
  /**
   * The fleet's device map every slot's record is current for (set by a whole rebuild, moved
   * on by each write of the devices marked since, SPEC.md M2); null while unknown.
   */
  devicesFrom: unknown;
  /**
   * The slots written since the last frame was taken (`takeChanges`), or null when the columns
   * were emptied since: the whole frame is new (SPEC.md M3).
   */
  changed: number[] | null;
};

export type AnyColumn = FrameColumns[MapColumnName];
export type AnySpec = ColumnSpec<ArrayConstructor> & {
  array: new (length: number) => AnyColumn;
  write(column: AnyColumn, at: number, device: Device, position: Position): void;
};
/** MAP_COLUMNS as entries, for code that walks every column. */
export const COLUMN_SPECS = Object.entries(MAP_COLUMNS) as [MapColumnName, AnySpec][];
const SPECS = COLUMN_SPECS;
const NAMES = SPECS.map(([name]) => name);
const WIDTHS = SPECS.map(([, spec]) => spec.width);
const WRITERS = SPECS.map(([, spec]) => spec.write);
/** The indexes in SPECS of the columns written from the position alone. */
const FROM_POSITION = SPECS.flatMap(([, spec], i) => (spec.reads === 'position' ? [i] : []));
export const arraysOf = (columns: FrameColumns) => columns as Record<MapColumnName, AnyColumn>;

/** Empty columns with room for `capacity` devices (they grow on demand). */
export function createMapColumns(capacity = 1024): MapColumns {
  const size = Math.max(1, capacity);
  const arrays: Partial<Record<MapColumnName, AnyColumn>> = {};
  for (const [name, spec] of SPECS) arrays[name] = new spec.array(size * spec.width);
  return {
    ...(arrays as FrameColumns),
    length: 0,
    slots: new IdTable(),
    records: [],
    devicesFrom: null,
    changed: null,
  };
}

/** Doubles every column's capacity, keeping its content. */
function grow(columns: MapColumns): void {
  const arrays = arraysOf(columns);
  const size = columns.ids.length * 2;
  for (const [name, spec] of SPECS) {
    const next = new spec.array(size * spec.width);
    next.set(arrays[name]);
    arrays[name] = next;
  }
}

/** Writes a device into its slot, taking a new slot at the end if it has none. */
export function writeSlot(columns: MapColumns, device: Device, position: Position): void {
  let slot = columns.slots.get(device.id);
  if (slot === undefined) {
    if (columns.length === columns.ids.length) grow(columns);
    slot = columns.length++;
    columns.slots.set(device.id, slot);
  }
  columns.records[slot] = device;
  columns.changed?.push(slot);
  // An indexed loop over parallel arrays: this runs for every device of a full rebuild.
  const arrays = arraysOf(columns);
  for (let i = 0; i < NAMES.length; i += 1) {
    WRITERS[i]!(arrays[NAMES[i]!], slot * WIDTHS[i]!, device, position);
  }
}

/**
 * Rewrites only the columns read from the position of the device in `slot`, whose device
 * columns still hold its record (SPEC.md M2): the device itself is not read.
 */
export function writeSlotPosition(columns: MapColumns, slot: number, position: Position): void {
  columns.changed?.push(slot);
  const arrays = arraysOf(columns);
  const device = columns.records[slot]!;
  for (const i of FROM_POSITION) {
    WRITERS[i]!(arrays[NAMES[i]!], slot * WIDTHS[i]!, device, position);
  }
}

/** Frees a device's slot by moving the last slot into it; false if it had none. */
export function removeSlot(columns: MapColumns, deviceId: number): boolean {
  const slot = columns.slots.get(deviceId);
  if (slot === undefined) return false;
  const last = columns.length - 1;
  if (slot !== last) {
    const movedId = columns.ids[last]!;
    const arrays = arraysOf(columns);
    for (const [name, { width }] of SPECS) {
      arrays[name].copyWithin(slot * width, last * width, (last + 1) * width);
    }
    columns.slots.set(movedId, slot);
    columns.records[slot] = columns.records[last];
    columns.changed?.push(slot);
  }
  columns.records[last] = undefined;
  columns.slots.delete(deviceId);
  columns.length = last;
  return true;
}

/** Empties the columns, keeping their capacity. */
export function clearColumns(columns: MapColumns): void {
  columns.length = 0;
  columns.slots.clear();
  columns.records.length = 0;
  columns.devicesFrom = null;
  columns.changed = null;
}

/** The slots written since the last call (null: all of them), and starts a new list. */
export function takeChanges(columns: MapColumns): number[] | null {
  const { changed } = columns;
  columns.changed = [];
  return changed;
}

/**
 * A frame of `[0, length)` of `source` (the persistent columns or another frame) with arrays
 * of its own: the receiver may transfer them while the columns live on.
 */
export function copyFrame(source: FrameColumns & { length: number }, version: number): MapFrame {
  const frame: Record<string, unknown> = { version, length: source.length };
  const arrays = arraysOf(source);
  for (const [name, { width }] of SPECS) {
    frame[name] = arrays[name].slice(0, source.length * width);
  }
  return frame as unknown as MapFrame;
}

/**
 * A frame that views `[0, length)` of the live columns without copying: valid until the
 * columns next change. The topic hub copies it once per delivery (`copyFrame`).
 */
export function viewFrame(columns: MapColumns, version: number): MapFrame {
  const frame: Record<string, unknown> = { version, length: columns.length };
  const arrays = arraysOf(columns);
  for (const [name, { width }] of SPECS) {
    frame[name] = arrays[name].subarray(0, columns.length * width);
  }
  return frame as unknown as MapFrame;
}
