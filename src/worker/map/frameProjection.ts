/** The `map` topic: typed-array frames, at most one per animation frame (SPEC.md M1–M3, M8). */
import { filter, map, Observable, take, type Subscription } from 'rxjs';
import type { Position } from '@farol/model';
import type { DomainEvent } from '../events';
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { changedDevices, type ChangedDevices } from './changedDevices';
import { areaServes, cullArea } from './cullArea';
import { isIndividual } from './detail/levels';
import { isPinned, pinnedIds } from './detail/pinned';
import { inside } from './labels';
import { FrameJournal, type MapFrameView } from './frameDelta';
import {
  createMapColumns,
  removeSlot,
  takeChanges,
  viewFrame,
  writeSlot,
  writeSlotPosition,
  type MapColumns,
} from './mapColumns';
import { MAP_REBUILD_SLICE, startRebuild } from './rebuildWalk';
import type { Viewport } from './types';

type Dirty = 'all' | Set<number>;

/**
 * At the levels that draw devices one by one, a frame for changed devices alone waits this long
 * (SPEC.md M8): the renderer redraws the fleet at most about four times a second while positions
 * stream (each device reports every few seconds; a quarter of a second is not seen), and the frames
 * between are the base map's alone. A rebuild, and anything among clusters, still goes at the next
 * animation frame.
 */
export const MAP_DATA_FRAME_MS = 250;

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
    startRebuild(columns, state, area, pinned).step(Infinity);
    return true;
  }
  const passes = devicePredicate(state.query, state.positions);
  // Every device changed since the columns' device map is among the marked ones (SPEC.md M2):
  // while the fleet's device map is still that one (a frame of positions), a device on the map
  // is the record its slot was written from, so its device columns stand and the filters that
  // read only the device let it through (the query is the one its slot was written under: a new
  // one rebuilds all). Only its position is read, and the columns written from it.
  const unchanged = columns.devicesFrom === state.devices;
  const readsPosition = state.query.motionOnly;
  let changed = false;
  for (const id of dirty) {
    const slot = unchanged ? columns.slots.get(id) : undefined;
    const position = state.positions.get(id);
    if (slot !== undefined) {
      if (position && onMap(id, position) && (!readsPosition || passes(columns.records[slot]!))) {
        writeSlotPosition(columns, slot, position);
        changed = true;
      } else {
        changed = removeSlot(columns, id) || changed;
      }
      continue;
    }
    const device = state.devices.get(id);
    if (device && position && onMap(id, position) && passes(device)) {
      writeSlot(columns, device, position);
      changed = true;
    } else {
      changed = removeSlot(columns, id) || changed;
    }
  }
  if (columns.devicesFrom !== null) columns.devicesFrom = state.devices;
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
 * transferred (SPEC.md M3); each view carries the journal of the slots every frame wrote, so a
 * delivery to the main thread can hold only those. No frame is emitted when nothing on the map changed. A full
 * rebuild walks into a second set of columns a slice per task (SPEC.md I3) while the last
 * frame stands; a newer one cancels it, and the devices changed meanwhile are written when it
 * is done.
 */
export function mapProjection(input: {
  events$: Observable<DomainEvent>;
  current(): CoreState;
  nextFrame(): Observable<unknown>;
  /**
   * The wait of a frame for changed devices alone at a level that draws them one by one (SPEC.md
   * M8, MAP_DATA_FRAME_MS on the injected timers); without it they go at the next animation frame.
   */
  dataFrame?(): Observable<unknown>;
  /** The next task of the injected timers: a rebuild's next slice waits for it. */
  nextTask(): Observable<unknown>;
  /** Devices a rebuild walks per task. */
  slice?: number;
}): Observable<MapFrameView> {
  return new Observable<MapFrameView>((subscriber) => {
    const slice = input.slice ?? MAP_REBUILD_SLICE;
    let columns = createMapColumns();
    let spare = createMapColumns();
    let version = 0;
    let dirty: Dirty = new Set();
    const initial = input.current();
    let area = cullArea(initial.viewport, initial.positions.size);
    let pinned = pinnedIds(initial);
    applyToColumns(columns, initial, 'all', area, pinned);
    // The rebuild under way, and the wait for its next slice.
    let rebuilding: { wait: Subscription | null } | null = null;
    const journal = new FrameJournal();
    /** Emits the columns as frame `version`, noting in the journal which slots it wrote. */
    const emit = () => {
      journal.record(version, takeChanges(columns));
      const view = { ...viewFrame(columns, version), base: null, slots: null, journal };
      subscriber.next(view);
    };
    emit();

    /** Writes the marked devices, and among clusters the pins that changed, from `state`. */
    const writeMarked = (state: CoreState, marked: Set<number>) => {
      // Among clusters, a device that became (or stopped being) selected, followed or
      // alerting joins (or leaves) the frame.
      const nowPinned = pinnedIds(state);
      if (!isIndividual(state.mapDetail.level)) {
        for (const id of changedPins(pinned, nowPinned)) marked.add(id);
      }
      pinned = nowPinned;
      return applyToColumns(columns, state, marked, area, pinned);
    };

    const rebuild = (state: CoreState) => {
      rebuilding?.wait?.unsubscribe();
      const run: { wait: Subscription | null } = { wait: null };
      rebuilding = run;
      area = cullArea(state.viewport, state.positions.size);
      const walkPinned = pinnedIds(state);
      const target = spare;
      const walk = startRebuild(target, state, area, walkPinned);
      const step = () => {
        if (rebuilding !== run) return;
        if (!walk.step(slice)) {
          const wait = input.nextTask().subscribe({ complete: step });
          if (!wait.closed) run.wait = wait;
          return;
        }
        rebuilding = null;
        spare = columns;
        columns = target;
        pinned = walkPinned;
        // Devices changed while it walked, as they are now ('all': the next frame starts over).
        if (dirty !== 'all') {
          const marked = dirty;
          dirty = new Set();
          writeMarked(input.current(), marked);
        }
        version += 1;
        emit();
      };
      step();
    };

    const onFrame = () => {
      const state = input.current();
      if (dirty === 'all') {
        dirty = new Set();
        rebuild(state);
        return;
      }
      if (rebuilding) return;
      const marked = dirty;
      dirty = new Set();
      if (writeMarked(state, marked)) {
        version += 1;
        emit();
      }
    };

    // The wait for the next frame: the next animation frame, or for changed devices alone at a
    // level that draws them one by one, the data frame's (SPEC.md M8). A change that must be seen
    // at once (a rebuild, anything among clusters) cuts a data frame's wait short.
    let wait: { prompt: boolean; subscription: Subscription | null } | null = null;
    const schedule = () => {
      const prompt =
        !input.dataFrame || dirty === 'all' || !isIndividual(input.current().mapDetail.level);
      if (wait && (wait.prompt || !prompt)) return;
      wait?.subscription?.unsubscribe();
      const pending: { prompt: boolean; subscription: Subscription | null } = {
        prompt,
        subscription: null,
      };
      wait = pending;
      const source = prompt ? input.nextFrame() : input.dataFrame!();
      const subscription = source.pipe(take(1)).subscribe({
        complete: () => {
          if (wait !== pending) return;
          wait = null;
          onFrame();
        },
        error: (error: unknown) => subscriber.error(error),
      });
      if (wait === pending) pending.subscription = subscription;
    };

    const frames = input.events$
      .pipe(
        map((event): ChangedDevices => {
          // A camera that left the area sent (or a fleet that crossed the culling size) redraws all.
          const { viewport, positions } = input.current();
          return areaServes(area, viewport, positions.size) ? changedDevices(event) : 'all';
        }),
        filter((change): change is Exclude<ChangedDevices, null> => change !== null),
      )
      .subscribe({
        next: (change) => {
          dirty = mergeDirty(dirty, change);
          schedule();
        },
        error: (error: unknown) => subscriber.error(error),
      });
    return () => {
      frames.unsubscribe();
      wait?.subscription?.unsubscribe();
      rebuilding?.wait?.unsubscribe();
    };
  });
}
