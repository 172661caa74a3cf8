import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import type { ReplayLoad } from '../../../src/worker/replay/events';
import { IDLE_REPLAY, reduceReplay, type ReplayRun } from '../../../src/worker/replay/state';
import { cancelledError, httpError } from '../../../src/worker/transport/errors';

const request = { deviceIds: [1], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
const units = { speed: 'kn', distance: 'mi', volume: 'ltr' } as const;
const sources = { route: 'report', stops: true, events: false } as const;
const start = (id: number, from: ReplayRun = IDLE_REPLAY) =>
  reduceReplay(
    from,
    makeEvent('replay.started', 'user', { id, request, units, sources: { ...sources } }, 1),
  );
const load = { tracks: [], stops: [], events: [] } as unknown as ReplayLoad;
const progress = { bytes: 10, items: 2 };

describe('reduceReplay', () => {
  it('[RY1] a started load is loading, with its request, units and sources, from zero', () => {
    const running = start(2, { ...start(1), progress });
    expect(running).toEqual({
      ...IDLE_REPLAY,
      id: 2,
      request,
      units,
      sources,
      status: 'loading',
    });
  });

  it('[RY1] only the current load moves it: progress, then ready', () => {
    const running = start(2);
    const moved = reduceReplay(
      running,
      makeEvent('replay.progressed', 'rest', { id: 2, progress }, 2),
    );
    expect(moved.progress).toEqual(progress);
    const stale = makeEvent('replay.progressed', 'rest', { id: 1, progress }, 2);
    expect(reduceReplay(running, stale)).toBe(running);
    const ready = reduceReplay(moved, makeEvent('replay.loaded', 'rest', { id: 2, load }, 3));
    expect(ready).toMatchObject({ status: 'ready', load, progress });
    expect(reduceReplay(running, makeEvent('replay.loaded', 'rest', { id: 1, load }, 3))).toBe(
      running,
    );
  });

  it('[RY1] a failure or a cancel ends the current load; an ended load takes nothing more', () => {
    const running = start(2);
    const error = httpError(500, 'boom');
    const failed = reduceReplay(running, makeEvent('replay.failed', 'rest', { id: 2, error }, 2));
    expect(failed).toMatchObject({ status: 'failed', error });
    const cancelled = reduceReplay(running, makeEvent('replay.cancelled', 'user', { id: 2 }, 2));
    expect(cancelled.status).toBe('cancelled');
    for (const event of [
      makeEvent('replay.progressed', 'rest', { id: 2, progress }, 3),
      makeEvent('replay.loaded', 'rest', { id: 2, load }, 3),
      makeEvent('replay.failed', 'rest', { id: 2, error: cancelledError() }, 3),
      makeEvent('replay.cancelled', 'user', { id: 2 }, 3),
    ]) {
      expect(reduceReplay(failed, event)).toBe(failed);
    }
    for (const event of [
      makeEvent('replay.failed', 'rest', { id: 1, error }, 3),
      makeEvent('replay.cancelled', 'user', { id: 1 }, 3),
    ]) {
      expect(reduceReplay(running, event)).toBe(running);
    }
  });

  it('[RY1] sign-out forgets the load but keeps counting ids; idle stays as is', () => {
    const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 4);
    expect(reduceReplay(start(3), cleared)).toEqual({ ...IDLE_REPLAY, id: 3 });
    expect(reduceReplay(IDLE_REPLAY, cleared)).toBe(IDLE_REPLAY);
  });
});
