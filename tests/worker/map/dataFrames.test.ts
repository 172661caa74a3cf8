/**
 * [M8] At the levels that draw devices one by one, a frame for changed devices alone waits for
 * the data frame (MAP_DATA_FRAME_MS) instead of the next animation frame; rebuilds, and anything
 * among clusters, go at the next animation frame. Frames, tasks and data frames are released by
 * hand.
 */
import { Map as ImmutableMap } from 'immutable';
import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import { mapProjection } from '../../../src/worker/map/frameProjection';
import { DETAIL_LEVELS } from '../../../src/worker/map/detail/levels';
import type { MapFrame } from '../../../src/worker/map/types';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import { initialState, type CoreState } from '../../../src/worker/state';
import { device, position } from '../support/fixtures';

const DOTS = 2;
const POOREST = DETAIL_LEVELS.length - 1;

function harness(level: number) {
  const ids = [1, 2, 3, 4];
  let state: CoreState = {
    ...initialState,
    devices: ImmutableMap(ids.map((id) => [id, device(id, { name: `Device ${id}` })])),
    positions: ImmutableMap(ids.map((id) => [id, position(id, { course: id })])),
    mapDetail: { level, version: 1 },
    selectedId: 1,
  };
  const events$ = new Subject<DomainEvent>();
  const frame$ = new Subject<void>();
  const data$ = new Subject<void>();
  const tasks: (() => void)[] = [];
  const frames: MapFrame[] = [];
  let dataWaits = 0;
  mapProjection({
    events$,
    current: () => state,
    nextFrame: () => frame$,
    dataFrame: () => {
      dataWaits += 1;
      return data$;
    },
    nextTask: () =>
      new Observable<void>((subscriber) => void tasks.push(() => subscriber.complete())),
  }).subscribe((frame) =>
    frames.push({ ...frame, ids: frame.ids.slice(), courses: frame.courses.slice() }),
  );
  let seq = 1;
  return {
    frames,
    dataWaits: () => dataWaits,
    move(id: number, course: number) {
      state = { ...state, positions: state.positions.set(id, position(id, { course })) };
      events$.next(
        makeEvent('positions.received', 'socket', { positions: [position(id, { course })] }, ++seq),
      );
    },
    search(search: string) {
      state = { ...state, query: { ...DEFAULT_QUERY, search } };
      events$.next(makeEvent('filter.changed', 'user', { patch: { search } }, ++seq));
    },
    frame: () => frame$.next(),
    data: () => data$.next(),
    runTasks() {
      while (tasks.length > 0) tasks.shift()!();
    },
  };
}

const courseOf = (frame: MapFrame, id: number) => frame.courses[[...frame.ids].indexOf(id)];

describe('[M8] data frames at the levels that draw devices one by one', () => {
  it('positions wait for the data frame, not the animation frames, and come as one frame', () => {
    const t = harness(DOTS);
    expect(t.frames).toHaveLength(1);
    t.move(2, 90);
    t.frame();
    t.move(3, 45);
    t.frame();
    t.frame();
    expect(t.frames).toHaveLength(1);
    expect(t.dataWaits()).toBe(1);
    t.data();
    expect(t.frames).toHaveLength(2);
    expect(courseOf(t.frames[1]!, 2)).toBe(90);
    expect(courseOf(t.frames[1]!, 3)).toBe(45);
    // Nothing more changed: no frame at the next data frame or animation frame.
    t.data();
    t.frame();
    expect(t.frames).toHaveLength(2);
  });

  it('a rebuild cuts the wait short: it goes at the next animation frame, with the positions', () => {
    const t = harness(DOTS);
    t.move(2, 90);
    t.search('Device');
    t.frame();
    t.runTasks();
    expect(t.frames).toHaveLength(2);
    expect(courseOf(t.frames[1]!, 2)).toBe(90);
    // The data frame it cut short emits nothing more.
    t.data();
    expect(t.frames).toHaveLength(2);
  });

  it('among clusters, a pinned device that moved goes at the next animation frame', () => {
    const t = harness(POOREST);
    expect([...t.frames[0]!.ids]).toEqual([1]);
    t.move(1, 180);
    t.frame();
    expect(t.frames).toHaveLength(2);
    expect(courseOf(t.frames[1]!, 1)).toBe(180);
    expect(t.dataWaits()).toBe(0);
  });
});
