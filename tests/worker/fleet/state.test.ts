import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import { reduceDevices, reducePositions, reduceSelection } from '../../../src/worker/fleet/state';
import { initialState } from '../../../src/worker/state';
import { at, device, position } from '../support/fixtures';

const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);
const unrelated = makeEvent('window.changed', 'user', { start: 0, count: 10 }, 1);

describe('reduceDevices', () => {
  const loaded = reduceDevices(
    initialState.devices,
    makeEvent('devices.loaded', 'rest', { devices: [device(1), device(2)] }, 1),
  );

  it('[E2] a load replaces, an update merges by id', () => {
    expect([...loaded.keys()]).toEqual([1, 2]);
    const updated = reduceDevices(
      loaded,
      makeEvent(
        'devices.updated',
        'socket',
        { devices: [device(2, { status: 'offline' }), device(3)] },
        2,
      ),
    );
    expect(updated.get(2)?.status).toBe('offline');
    expect(updated.size).toBe(3);
    expect(loaded.get(2)?.status).toBe('online'); // persistent: the old state is untouched
    const reloaded = reduceDevices(
      updated,
      makeEvent('devices.loaded', 'rest', { devices: [device(9)] }, 3),
    );
    expect([...reloaded.keys()]).toEqual([9]);
  });

  it('[E2] a snapshot replaces, a logout empties, others leave it as is', () => {
    const restored = reduceDevices(
      loaded,
      makeEvent(
        'snapshot.restored',
        'replay',
        { userId: 1, savedAt: 0, devices: [device(7)], positions: [] },
        1,
      ),
    );
    expect([...restored.keys()]).toEqual([7]);
    expect(reduceDevices(loaded, cleared).size).toBe(0);
    expect(reduceDevices(loaded, unrelated)).toBe(loaded);
  });
});

describe('reducePositions', () => {
  const base = ImmutableMap([[1, position(1, { fixTime: at(10), id: 100 })]]);

  it.each([
    ['a newer fix replaces', at(20), 101],
    ['an equal fix replaces (arrival order)', at(10), 101],
    ['an older fix is ignored', at(5), 100],
  ])('[B2] %s', (_, fixTime, expectedId) => {
    const next = reducePositions(
      base,
      makeEvent(
        'positions.received',
        'socket',
        { positions: [position(1, { fixTime, id: 101 })] },
        1,
      ),
    );
    expect(next.get(1)?.id).toBe(expectedId);
  });

  it('[E2] REST loads merge the same way and keep other devices', () => {
    const next = reducePositions(
      base,
      makeEvent('positions.loaded', 'rest', { positions: [position(2, { id: 200 })] }, 1),
    );
    expect([...next.keys()]).toEqual([1, 2]);
  });

  it('[E2] a device reload drops positions of devices that are gone', () => {
    const two = base.set(2, position(2));
    const next = reducePositions(
      two,
      makeEvent('devices.loaded', 'rest', { devices: [device(2)] }, 1),
    );
    expect([...next.keys()]).toEqual([2]);
    const same = reducePositions(
      two,
      makeEvent('devices.loaded', 'rest', { devices: [device(1), device(2)] }, 1),
    );
    expect(same).toBe(two);
  });

  it('[E2] a snapshot replaces, a logout empties', () => {
    const restored = reducePositions(
      base,
      makeEvent(
        'snapshot.restored',
        'replay',
        { userId: 1, savedAt: 0, devices: [], positions: [position(5)] },
        1,
      ),
    );
    expect([...restored.keys()]).toEqual([5]);
    expect(reducePositions(base, cleared).size).toBe(0);
    expect(reducePositions(base, unrelated)).toBe(base);
  });
});

describe('reduceSelection', () => {
  it('[E2] selects, deselects and forgets on logout', () => {
    const selected = reduceSelection(
      null,
      makeEvent('device.selected', 'user', { deviceId: 4 }, 1),
    );
    expect(selected).toBe(4);
    expect(
      reduceSelection(selected, makeEvent('device.selected', 'user', { deviceId: null }, 1)),
    ).toBeNull();
    expect(reduceSelection(selected, cleared)).toBeNull();
  });
});
