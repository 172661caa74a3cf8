/**
 * [I3] A full rebuild of the map frame walks the fleet a slice per task while the last frame
 * stands; a newer one cancels it, and devices changed meanwhile are written when it ends.
 * Run on a fake scheduler: frames and tasks are released by hand.
 */
import { Map as ImmutableMap } from 'immutable';
import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import { mapProjection } from '../../../src/worker/map/frameProjection';
import type { MapFrame } from '../../../src/worker/map/types';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import { initialState, type CoreState } from '../../../src/worker/state';
import { device, position } from '../support/fixtures';

const SLICE = 2;

function harness() {
  const ids = [1, 2, 3, 4, 5, 6];
  let state: CoreState = {
    ...initialState,
    devices: ImmutableMap(
      ids.map((id) => [id, device(id, { name: id % 2 ? `Odd ${id}` : `Even ${id}` })]),
    ),
    positions: ImmutableMap(ids.map((id) => [id, position(id, { course: id })])),
    mapDetail: { level: 1, version: 1 },
  };
  const events$ = new Subject<DomainEvent>();
  const frame$ = new Subject<void>();
  const tasks: (() => void)[] = [];
  const frames: MapFrame[] = [];
  mapProjection({
    events$,
    current: () => state,
    nextFrame: () => frame$,
    nextTask: () =>
      new Observable<void>((subscriber) => void tasks.push(() => subscriber.complete())),
    slice: SLICE,
  }).subscribe((frame) => frames.push({ ...frame, ids: frame.ids.slice() }));
  return {
    frames,
    tasks,
    fold(event: DomainEvent, next: (state: CoreState) => CoreState) {
      state = next(state);
      events$.next(event);
    },
    search(search: string) {
      this.fold(makeEvent('filter.changed', 'user', { patch: { search } }, 1), (s) => ({
        ...s,
        query: { ...DEFAULT_QUERY, search },
      }));
    },
    frame: () => frame$.next(),
    runTasks() {
      let ran = 0;
      while (tasks.length > 0) {
        tasks.shift()!();
        ran += 1;
      }
      return ran;
    },
  };
}

describe('[I3] the map rebuilt in slices', () => {
  it('keeps the last frame while it walks, one slice per task, then emits the new one', () => {
    const t = harness();
    expect([...t.frames.at(-1)!.ids].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    t.search('odd');
    t.frame();
    // Six positions to copy and six devices to walk, two per task: the frame waits for them.
    expect(t.frames).toHaveLength(1);
    expect(t.tasks).toHaveLength(1);
    expect(t.runTasks()).toBeGreaterThanOrEqual(4);
    expect(t.frames).toHaveLength(2);
    expect([...t.frames.at(-1)!.ids].sort()).toEqual([1, 3, 5]);
  });

  it('starts over for a newer rebuild and writes the devices changed meanwhile', () => {
    const t = harness();
    t.search('odd');
    t.frame();
    t.tasks.shift()!();
    // A position pushed while it walks, then another search before it ends.
    t.fold(
      makeEvent('positions.received', 'socket', { positions: [position(2, { course: 90 })] }, 2),
      (s) => ({ ...s, positions: s.positions.set(2, position(2, { course: 90 })) }),
    );
    t.frame();
    expect(t.frames).toHaveLength(1);
    t.search('even');
    t.frame();
    t.runTasks();
    // One frame for the newest search only; the cancelled walk emitted nothing.
    expect(t.frames).toHaveLength(2);
    const last = t.frames.at(-1)!;
    expect([...last.ids].sort()).toEqual([2, 4, 6]);
    expect(last.courses[[...last.ids].indexOf(2)]).toBe(90);
  });
});
