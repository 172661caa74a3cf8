import type { Device, Position } from '@farol/model';
import type { MapFrame } from '../types';
import { categoryIndex } from './categoryIndex';
import { deviceColor } from './deviceColor';
import { statusColor } from './statusColor';

/**
 * The map's persistent column arrays, indexed by slot. Slots stay dense: a removed device's
 * slot is filled by the last one, so `[0, length)` is always the fleet on the map.
 */
export interface MapColumns {
  length: number;
  ids: Int32Array;
  positions: Float64Array;
  courses: Float32Array;
  colors: Uint8Array;
  icons: Uint8Array;
  glyphColors: Uint8Array;
  accuracies: Float32Array;
  /** deviceId → slot */
  slots: Map<number, number>;
}

/** Empty columns with room for `capacity` devices (they grow on demand). */
export function createMapColumns(capacity = 1024): MapColumns {
  const size = Math.max(1, capacity);
  return {
    length: 0,
    ids: new Int32Array(size),
    positions: new Float64Array(size * 2),
    courses: new Float32Array(size),
    colors: new Uint8Array(size * 4),
    icons: new Uint8Array(size),
    glyphColors: new Uint8Array(size * 4),
    accuracies: new Float32Array(size),
    slots: new Map(),
  };
}

function grow(columns: MapColumns): void {
  const size = columns.ids.length * 2;
  const widen = <T extends Int32Array | Float64Array | Float32Array | Uint8Array>(
    old: T,
    make: (n: number) => T,
    width: number,
  ): T => {
    const next = make(size * width);
    next.set(old);
    return next;
  };
  columns.ids = widen(columns.ids, (n) => new Int32Array(n), 1);
  columns.positions = widen(columns.positions, (n) => new Float64Array(n), 2);
  columns.courses = widen(columns.courses, (n) => new Float32Array(n), 1);
  columns.colors = widen(columns.colors, (n) => new Uint8Array(n), 4);
  columns.icons = widen(columns.icons, (n) => new Uint8Array(n), 1);
  columns.glyphColors = widen(columns.glyphColors, (n) => new Uint8Array(n), 4);
  columns.accuracies = widen(columns.accuracies, (n) => new Float32Array(n), 1);
}

function writeAt(columns: MapColumns, slot: number, device: Device, position: Position): void {
  columns.ids[slot] = device.id;
  columns.positions[slot * 2] = position.longitude;
  columns.positions[slot * 2 + 1] = position.latitude;
  columns.courses[slot] = position.course;
  const [r, g, b, a] = statusColor(device.status);
  const offset = slot * 4;
  columns.colors[offset] = r;
  columns.colors[offset + 1] = g;
  columns.colors[offset + 2] = b;
  columns.colors[offset + 3] = a;
  columns.icons[slot] = categoryIndex(device.category);
  columns.glyphColors.set(deviceColor(device.attributes['tarkan.color']), offset);
  columns.accuracies[slot] = position.accuracy;
}

/** Writes a device into its slot, taking a new slot at the end if it has none. */
export function writeSlot(columns: MapColumns, device: Device, position: Position): void {
  let slot = columns.slots.get(device.id);
  if (slot === undefined) {
    if (columns.length === columns.ids.length) grow(columns);
    slot = columns.length++;
    columns.slots.set(device.id, slot);
  }
  writeAt(columns, slot, device, position);
}

/** Frees a device's slot by moving the last slot into it; false if it had none. */
export function removeSlot(columns: MapColumns, deviceId: number): boolean {
  const slot = columns.slots.get(deviceId);
  if (slot === undefined) return false;
  const last = columns.length - 1;
  if (slot !== last) {
    const movedId = columns.ids[last]!;
    columns.ids[slot] = movedId;
    columns.positions.copyWithin(slot * 2, last * 2, last * 2 + 2);
    columns.courses[slot] = columns.courses[last]!;
    columns.colors.copyWithin(slot * 4, last * 4, last * 4 + 4);
    columns.icons[slot] = columns.icons[last]!;
    columns.glyphColors.copyWithin(slot * 4, last * 4, last * 4 + 4);
    columns.accuracies[slot] = columns.accuracies[last]!;
    columns.slots.set(movedId, slot);
  }
  columns.slots.delete(deviceId);
  columns.length = last;
  return true;
}

/** Empties the columns, keeping their capacity. */
export function clearColumns(columns: MapColumns): void {
  columns.length = 0;
  columns.slots.clear();
}

/** A frame with its own copies of `[0, length)`, safe to transfer while the columns live on. */
export function copyFrame(columns: MapColumns, version: number): MapFrame {
  const n = columns.length;
  return {
    version,
    length: n,
    ids: columns.ids.slice(0, n),
    positions: columns.positions.slice(0, n * 2),
    courses: columns.courses.slice(0, n),
    colors: columns.colors.slice(0, n * 4),
    icons: columns.icons.slice(0, n),
    glyphColors: columns.glyphColors.slice(0, n * 4),
    accuracies: columns.accuracies.slice(0, n),
  };
}

/** An independent copy of a frame (each subscriber gets its own to transfer). */
export function cloneFrame(frame: MapFrame): MapFrame {
  return {
    version: frame.version,
    length: frame.length,
    ids: frame.ids.slice(),
    positions: frame.positions.slice(),
    courses: frame.courses.slice(),
    colors: frame.colors.slice(),
    icons: frame.icons.slice(),
    glyphColors: frame.glyphColors.slice(),
    accuracies: frame.accuracies.slice(),
  };
}
