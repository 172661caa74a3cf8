/** The `map` topic: typed-array frames, at most one per animation frame (SPEC.md M1–M3). */
import { audit, defer, filter, map, startWith, tap, type Observable } from 'rxjs';
import type { Position } from '@farol/model';
import type { DomainEvent } from '../events';
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { changedDevices, type ChangedDevices } from './changedDevices';
import { areaServes, cullArea } from './cullArea';
import { isIndividual } from './detail/levels';
import { isPinned, pinnedIds } from './detail/pinned';
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
 * Rewrites the slots of `ids` (or all) from the state; returns whether any slot changed. What is
 * on the map: the devices the list's filters let through that have a position; at the levels
 * that draw devices one by one, those inside `area` (SPEC.md M5); at cluster levels only the
 * pinned devices (`pinned` ids, or an alarm; SPEC.md D4).
 */
export function applyToColumns(
  columns: MapColumns,
  state: CoreState,
  dirty: Dirty,
  area: Viewport | null = null,
  pinned: ReadonlySet<number> = pinnedIds(state),
): boolean {
  const individual = isIndividual(state.mapDetail.level);
  const onMap = (id: number, position: Position) =>
    individual ? !area || inside(area, position) : isPinned(pinned, id, position);
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
      if (position && onMap(device.id, position) && passes(device)) {
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
    if (device && position && onMap(id, position) && passes(device)) {
      writeSlot(columns, device, position);
      changed = true;
    } else {
      changed = removeSlot(columns, id) || changed;
    }
  }
  return changed;
}

/** The ids in one set and not the other. */
function changedPins(before: ReadonlySet<number>, after: ReadonlySet<number>): number[] {
  const ids: number[] = [];
  for (const id of before) if (!after.has(id)) ids.push(id);
  for (const id of after) if (!before.has(id)) ids.push(id);
  return ids;
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
    let pinned = pinnedIds(initial);
    applyToColumns(columns, initial, 'all', area, pinned);
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
        // Among clusters, a device that became (or stopped being) selected, followed or
        // alerting joins (or leaves) the frame.
        const nowPinned = pinnedIds(state);
        if (dirty !== 'all' && !isIndividual(state.mapDetail.level)) {
          for (const id of changedPins(pinned, nowPinned)) dirty.add(id);
        }
        pinned = nowPinned;
        const changed = applyToColumns(columns, state, dirty, area, pinned);
        dirty = new Set();
        return changed;
      }),
      filter(Boolean),
      map(() => viewFrame(columns, ++version)),
      startWith(viewFrame(columns, version)),
    );
  });
}
