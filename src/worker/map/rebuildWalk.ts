/**
 * A full rebuild of the map's columns in slices (SPEC.md I3): first the latest positions are
 * copied into one native map (Immutable's lookups cost more than the copy), then the devices
 * are walked and those on the map written into their slots. `state` is immutable, so the walk
 * may span several tasks; the columns it writes are its own until it is done.
 */
import type { Device, Position } from '@farol/model';
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { isIndividual } from './detail/levels';
import { isPinned } from './detail/pinned';
import { inside } from './labels';
import { clearColumns, writeSlot, type MapColumns } from './mapColumns';
import type { Viewport } from './types';

/** Devices a rebuild walks per slice (each slice one task; SPEC.md I3). */
export const MAP_REBUILD_SLICE = 8_192;

export interface RebuildWalk {
  /** Walks up to `limit` more entries; true once the columns hold the whole frame. */
  step(limit: number): boolean;
}

/**
 * Empties `columns` and walks `state` into them: the devices the list's filters let through
 * that have a position; at the levels that draw devices one by one, those inside `area`
 * (SPEC.md M5); at cluster levels only the pinned devices (SPEC.md D6).
 */
export function startRebuild(
  columns: MapColumns,
  state: CoreState,
  area: Viewport | null,
  pinned: ReadonlySet<number>,
): RebuildWalk {
  clearColumns(columns);
  const individual = isIndividual(state.mapDetail.level);
  const positions = new Map<number, Position>();
  const passes = devicePredicate(state.query, positions);
  const positionEntries = state.positions.entries();
  const devices = state.devices.values();
  let copied = false;

  /** Copies up to `limit` positions; how many of the limit are left once all are copied. */
  const copy = (limit: number) => {
    for (let n = 0; n < limit; n += 1) {
      const next = positionEntries.next();
      if (next.done) {
        copied = true;
        return limit - n;
      }
      positions.set(next.value[0], next.value[1]);
    }
    return 0;
  };
  const write = (device: Device) => {
    const position = positions.get(device.id);
    if (!position) return;
    const onMap = individual
      ? !area || inside(area, position)
      : isPinned(pinned, device.id, position);
    if (onMap && passes(device)) writeSlot(columns, device, position);
  };

  return {
    step(limit) {
      const left = copied ? limit : copy(limit);
      for (let n = 0; n < left; n += 1) {
        const next = devices.next();
        if (next.done) {
          columns.devicesFrom = state.devices;
          return true;
        }
        write(next.value);
      }
      return false;
    },
  };
}
