import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { Driver, Group } from '@farol/model';
import { makeEvent } from '../../../src/worker/events';
import {
  reduceDevices,
  reduceDrivers,
  reduceGroups,
  reducePositions,
  reduceSelection,
} from '../../../src/worker/fleet/state';
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

describe('the fleet under the management screens', () => {
  const two = ImmutableMap([
    [1, device(1)],
    [2, device(2)],
  ]);
  const positions = ImmutableMap([
    [1, position(1)],
    [2, position(2)],
  ]);
  const group = Group.parse({ id: 3, name: 'Frota' });

  it('[AD1] a device load replaces the devices and drops the positions of those gone', () => {
    const load = makeEvent('entities.loaded', 'rest', { kind: 'device', items: [device(2)] }, 1);
    expect([...reduceDevices(two, load).keys()]).toEqual([2]);
    expect([...reducePositions(positions, load).keys()]).toEqual([2]);
    const groups = makeEvent('entities.loaded', 'rest', { kind: 'group', items: [group] }, 1);
    expect(reduceDevices(two, groups)).toBe(two);
    expect(reducePositions(positions, groups)).toBe(positions);
  });

  it('[AD1] a saved device is put by id; a saved group leaves the devices', () => {
    const renamed = device(2, { name: 'Van' });
    const saved = reduceDevices(
      two,
      makeEvent('entity.saved', 'user', { kind: 'device', item: renamed }, 1),
    );
    expect(saved.get(2)).toBe(renamed);
    expect(saved.get(1)).toBe(two.get(1));
    const group3 = makeEvent('entity.saved', 'user', { kind: 'group', item: group }, 1);
    expect(reduceDevices(two, group3)).toBe(two);
  });

  it('[AD1] removed devices leave with their positions; removed groups touch neither', () => {
    const gone = makeEvent('entities.removed', 'user', { kind: 'device', ids: [1] }, 1);
    expect([...reduceDevices(two, gone).keys()]).toEqual([2]);
    expect([...reducePositions(positions, gone).keys()]).toEqual([2]);
    const groups = makeEvent('entities.removed', 'user', { kind: 'group', ids: [1] }, 1);
    expect(reduceDevices(two, groups)).toBe(two);
    expect(reducePositions(positions, groups)).toBe(positions);
  });

  it('[E2] logout with nothing held keeps the empty maps', () => {
    const empty = ImmutableMap<number, never>();
    expect(reduceDevices(empty, cleared)).toBe(empty);
    expect(reducePositions(empty, cleared)).toBe(empty);
  });
});

describe('reducePositions without times', () => {
  const timeless = (id: number) =>
    position(1, { id, fixTime: undefined, deviceTime: undefined, serverTime: undefined });
  const received = (incoming: ReturnType<typeof position>) =>
    makeEvent('positions.received', 'socket', { positions: [incoming] }, 1);

  it('[B2] a fix time falls back to the device time, then the server time', () => {
    const current = ImmutableMap([[1, position(1, { id: 100, fixTime: at(10) })]]);
    const byDevice = position(1, { id: 101, fixTime: undefined, deviceTime: at(5) });
    expect(reducePositions(current, received(byDevice)).get(1)?.id).toBe(100);
    const byServer = position(1, {
      id: 102,
      fixTime: undefined,
      deviceTime: undefined,
      serverTime: at(20),
    });
    expect(reducePositions(current, received(byServer)).get(1)?.id).toBe(102);
  });

  it('[B2] a position without any time, or with an unreadable one, counts as newest', () => {
    const current = ImmutableMap([[1, position(1, { id: 100, fixTime: at(10) })]]);
    expect(reducePositions(current, received(timeless(101))).get(1)?.id).toBe(101);
    const garbled = position(1, { id: 102, fixTime: 'yesterday' });
    expect(reducePositions(current, received(garbled)).get(1)?.id).toBe(102);
    const timelessHeld = ImmutableMap([[1, timeless(100)]]);
    const older = position(1, { id: 103, fixTime: at(1) });
    expect(reducePositions(timelessHeld, received(older)).get(1)?.id).toBe(103);
  });
});

describe('groups and drivers', () => {
  const frota = Group.parse({ id: 3, name: 'Frota' });
  const ana = Driver.parse({ id: 1, name: 'Ana', uniqueId: 'rfid-ana' });
  const bia = Driver.parse({ id: 2, name: 'Bia', uniqueId: 'rfid-bia' });
  const drivers = new Map([
    ['rfid-ana', ana],
    ['rfid-bia', bia],
  ]);

  it('[G1] groups are replaced on each load and folded from the group screens', () => {
    const loaded = reduceGroups(
      new Map(),
      makeEvent('groups.loaded', 'rest', { groups: [frota] }, 1),
    );
    expect([...loaded.values()]).toEqual([frota]);
    const renamed = { ...frota, name: 'Frota Sul' };
    const saved = reduceGroups(
      loaded,
      makeEvent('entity.saved', 'user', { kind: 'group', item: renamed }, 1),
    );
    expect(saved.get(3)).toEqual(renamed);
  });

  it('[AD1] drivers are kept by uniqueId; a saved driver with a new uniqueId moves', () => {
    const loaded = reduceDrivers(
      new Map(),
      makeEvent('drivers.loaded', 'rest', { drivers: [ana, bia] }, 1),
    );
    expect([...loaded.keys()]).toEqual(['rfid-ana', 'rfid-bia']);
    const moved = { ...ana, uniqueId: 'rfid-new' };
    const saved = reduceDrivers(
      loaded,
      makeEvent('entity.saved', 'user', { kind: 'driver', item: moved }, 1),
    );
    expect([...saved.keys()].sort()).toEqual(['rfid-bia', 'rfid-new']);
    expect(saved.get('rfid-new')).toEqual(moved);
  });

  it('[AD1] removed drivers go; unknown ids, other kinds and unrelated events keep the map', () => {
    const removed = reduceDrivers(
      drivers,
      makeEvent('entities.removed', 'user', { kind: 'driver', ids: [2] }, 1),
    );
    expect([...removed.keys()]).toEqual(['rfid-ana']);
    const unknown = makeEvent('entities.removed', 'user', { kind: 'driver', ids: [9] }, 1);
    expect(reduceDrivers(drivers, unknown)).toBe(drivers);
    const groups = makeEvent('entities.removed', 'user', { kind: 'group', ids: [1] }, 1);
    expect(reduceDrivers(drivers, groups)).toBe(drivers);
    expect(reduceDrivers(drivers, unrelated)).toBe(drivers);
  });

  it('[AD1] a driver load replaces them; logout empties them', () => {
    const load = makeEvent('entities.loaded', 'rest', { kind: 'driver', items: [bia] }, 1);
    expect([...reduceDrivers(drivers, load).keys()]).toEqual(['rfid-bia']);
    expect(reduceDrivers(drivers, cleared).size).toBe(0);
    const none = new Map<string, Driver>();
    expect(reduceDrivers(none, cleared)).toBe(none);
  });
});
