/** The `map` topic: typed-array frames, at most one per animation frame (SPEC.md M1–M3). */
import { audit, defer, filter, map, startWith, tap, type Observable } from 'rxjs';
import type { Position } from '@farol/model';
import type { DomainEvent } from '../events';
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { changedDevices, type ChangedDevices } from './changedDevices';
import { areaServes, cullArea } from './cullArea';
import { inside } from './labels';
import {
  clearColumns,
  createMapColumns,
  removeSlot,
  viewFrame,
  writeSlot,
  type MapColumns,
} from './mapColumns';
import type { MapFrame, Viewport } from './types';

type Dirty = 'all' | Set<number>;

/**
 * Rewrites the slots of `ids` (or all) from the state; returns whether any slot changed. With an
 * `area`, devices outside it leave the map (SPEC.md M5).
 */
export function applyToColumns(
  columns: MapColumns,
  state: CoreState,
  dirty: Dirty,
  area: Viewport | null = null,
): boolean {
  // The map shows what the list's filters let through, wherever the device has a position.
  const onMap = (position: Position) => !area || inside(area, position);
  if (dirty === 'all') {
    clearColumns(columns);
    // Immutable's iterators dominated the profile of a 100,000-device rebuild; its forEach
    // and one native Map for the position lookups avoid them. What remains is memory access:
    // the maps hand out scattered objects in hash order.
    const positions = new Map<number, Position>();
    state.positions.forEach((position, deviceId) => void positions.set(deviceId, position));
    const passes = devicePredicate(state.query, positions);
    state.devices.forEach((device) => {
      const position = positions.get(device.id);
      if (position && onMap(position) && passes(device)) {
        writeSlot(columns, device, position);
      }
    });
    return true;
  }
  const passes = devicePredicate(state.query, state.positions);
  let changed = false;
  for (const id of dirty) {
    const device = state.devices.get(id);
    const position = state.positions.get(id);
    if (device && position && onMap(position) && passes(device)) {
      writeSlot(columns, device, position);
      changed = true;
    } else {
      changed = removeSlot(columns, id) || changed;
    }
  }
  return changed;
}

function mergeDirty(dirty: Dirty, change: Exclude<ChangedDevices, null>): Dirty {
  if (dirty === 'all' || change === 'all') return 'all';
  for (const id of change) dirty.add(id);
  return dirty;
}

/**
 * Keeps persistent columns indexed by slot; events mark the devices they touched, and at the
 * next animation frame only those slots are rewritten, then a view of the columns is emitted.
 * Every change of the columns is followed by a new view, so the latest view always holds the
 * current frame: the topic hub copies it once per delivery, and that copy is what gets
 * transferred (SPEC.md M3). No frame is emitted when nothing on the map changed.
 */
export function mapProjection(input: {
  events$: Observable<DomainEvent>;
  current(): CoreState;
  nextFrame(): Observable<unknown>;
}): Observable<MapFrame> {
  return defer(() => {
    const columns = createMapColumns();
    let version = 0;
    let dirty: Dirty = new Set();
    const initial = input.current();
    let area = cullArea(initial.viewport, initial.positions.size);
    applyToColumns(columns, initial, 'all', area);
    return input.events$.pipe(
      map((event): ChangedDevices => {
        // A camera that left the area sent (or a fleet that crossed the culling size) redraws all.
        const { viewport, positions } = input.current();
        return areaServes(area, viewport, positions.size) ? changedDevices(event) : 'all';
      }),
      filter((change): change is Exclude<ChangedDevices, null> => change !== null),
      tap((change) => {
        dirty = mergeDirty(dirty, change);
      }),
      audit(() => input.nextFrame()),
      map(() => {
        const state = input.current();
        if (dirty === 'all') area = cullArea(state.viewport, state.positions.size);
        const changed = applyToColumns(columns, state, dirty, area);
        dirty = new Set();
        return changed;
      }),
      filter(Boolean),
      map(() => viewFrame(columns, ++version)),
      startWith(viewFrame(columns, version)),
    );
  });
}
