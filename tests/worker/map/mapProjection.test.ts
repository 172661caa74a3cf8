import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { changedDevices } from '../../../src/worker/map/changedDevices';
import { copyFrame, createMapColumns } from '../../../src/worker/map/mapColumns';
import { applyToColumns } from '../../../src/worker/map/frameProjection';
import { STATUS_COLORS } from '../../../src/worker/map/statusColor';
import { makeEvent } from '../../../src/worker/events';
import { initialState, type CoreState } from '../../../src/worker/state';
import { device, position } from '../support/fixtures';

function stateWith(courses: Record<number, number>, patch: Partial<CoreState> = {}): CoreState {
  const ids = Object.keys(courses).map(Number);
  return {
    ...initialState,
    devices: ImmutableMap(ids.map((id) => [id, device(id)])),
    positions: ImmutableMap(ids.map((id) => [id, position(id, { course: courses[id] })])),
    // Markers: every device one by one (SPEC.md D1).
    mapDetail: { level: 1, version: 1 },
    ...patch,
  };
}

describe('map slots', () => {
  it('[M2] only the slots of changed devices are rewritten', () => {
    const columns = createMapColumns();
    applyToColumns(columns, stateWith({ 1: 10, 2: 20, 3: 30 }), 'all');
    // Devices 1 and 3 changed in the state too, but only 3 is marked as changed.
    const changed = applyToColumns(columns, stateWith({ 1: 11, 2: 20, 3: 33 }), new Set([3]));
    expect(changed).toBe(true);
    expect([...copyFrame(columns, 1).courses]).toEqual([10, 20, 33]);
  });

  it('[M2] a changed device that left the map frees its slot; unknown ids change nothing', () => {
    const columns = createMapColumns();
    applyToColumns(columns, stateWith({ 1: 10, 2: 20, 3: 30 }), 'all');
    const without2 = stateWith({ 1: 10, 3: 30 });
    expect(applyToColumns(columns, without2, new Set([2]))).toBe(true);
    expect([...copyFrame(columns, 1).ids]).toEqual([1, 3]);
    expect(applyToColumns(columns, without2, new Set([42]))).toBe(false);
  });

  it('[M2] a frame of positions draws each device as the fleet holds it now', () => {
    const columns = createMapColumns();
    const colorOf = (id: number) => {
      const frame = copyFrame(columns, 1);
      const slot = [...frame.ids].indexOf(id);
      return [...frame.colors.slice(slot * 4, slot * 4 + 4)];
    };
    const online = [...STATUS_COLORS.online];
    const offline = [...STATUS_COLORS.offline];
    let state = stateWith({ 1: 10, 2: 20 });
    state = { ...state, devices: state.devices.map((d) => ({ ...d, status: 'offline' as const })) };
    applyToColumns(columns, state, 'all');
    const moved = (s: CoreState, id: number, course: number): CoreState => ({
      ...s,
      positions: s.positions.set(id, position(id, { course })),
    });
    // Positions only: the same device map.
    state = moved(state, 1, 11);
    applyToColumns(columns, state, new Set([1]));
    expect(colorOf(1)).toEqual(offline);
    // Device 2 saved online, then a position of it: drawn online.
    state = { ...state, devices: state.devices.set(2, device(2, { status: 'online' })) };
    applyToColumns(columns, state, new Set([2]));
    state = moved(state, 2, 22);
    applyToColumns(columns, state, new Set([2]));
    expect(colorOf(2)).toEqual(online);
    // The device map moved on with device 1 not marked (a change the map was not told of):
    // its next position reads the device from the fleet, not the record its slot holds.
    state = { ...state, devices: state.devices.set(1, device(1, { status: 'online' })) };
    state = moved(state, 1, 12);
    applyToColumns(columns, state, new Set([1]));
    expect(colorOf(1)).toEqual(online);
    expect([...copyFrame(columns, 1).courses]).toEqual([12, 22]);
  });

  it('[M2] a frame of positions alone reads no device: only its position columns are written', () => {
    const columns = createMapColumns();
    const read: PropertyKey[] = [];
    const watched = (id: number) =>
      new Proxy(device(id, { status: 'offline', category: 'truck' }), {
        get: (target, key, receiver) => (read.push(key), Reflect.get(target, key, receiver)),
      });
    let state = stateWith({ 1: 10, 2: 20 });
    state = { ...state, devices: ImmutableMap([1, 2].map((id) => [id, watched(id)])) };
    applyToColumns(columns, state, 'all');
    const before = copyFrame(columns, 1);
    read.length = 0;
    const moved = position(2, { course: 25, latitude: -20, longitude: -40, accuracy: 7 });
    state = { ...state, positions: state.positions.set(2, moved) };
    expect(applyToColumns(columns, state, new Set([2]))).toBe(true);
    expect(read).toEqual([]);
    const after = copyFrame(columns, 2);
    expect([...after.courses]).toEqual([10, 25]);
    expect([...after.positions.slice(2)]).toEqual([-40, -20]);
    expect([...after.accuracies]).toEqual([0, 7]);
    // The device columns stand as the record wrote them.
    expect([...after.colors]).toEqual([...before.colors]);
    expect([...after.icons]).toEqual([...before.icons]);
    expect([...after.ids]).toEqual([1, 2]);
  });

  it('[M2] motion only: a frame of positions still filters on the position', () => {
    const columns = createMapColumns();
    const moving = (id: number, motion: boolean) =>
      position(id, { attributes: { motion }, fixTime: undefined });
    let state = stateWith({ 1: 10, 2: 20 });
    state = {
      ...state,
      query: { ...state.query, motionOnly: true },
      positions: ImmutableMap([1, 2].map((id) => [id, moving(id, true)])),
    };
    applyToColumns(columns, state, 'all');
    expect(columns.length).toBe(2);
    state = { ...state, positions: state.positions.set(1, moving(1, false)) };
    applyToColumns(columns, state, new Set([1]));
    expect([...copyFrame(columns, 1).ids]).toEqual([2]);
  });

  it('[M2] a device without a position or a soft-deleted one is not drawn', () => {
    const columns = createMapColumns();
    const state = stateWith({ 1: 10 });
    const full: CoreState = {
      ...state,
      devices: state.devices.set(2, device(2)).set(3, device(3, { uniqueId: 'deleted-3-9' })),
      positions: state.positions.set(3, position(3)),
    };
    applyToColumns(columns, full, 'all');
    expect([...copyFrame(columns, 1).ids]).toEqual([1]);
  });

  it.each([
    [
      makeEvent('positions.received', 'socket', { positions: [position(4), position(9)] }, 1),
      [4, 9],
    ],
    [makeEvent('devices.updated', 'socket', { devices: [device(5)] }, 1), [5]],
    // Devices saved, removed or listed again by the management screens.
    [makeEvent('entity.saved', 'rest', { kind: 'device', item: device(6) }, 1), [6]],
    [makeEvent('entities.removed', 'rest', { kind: 'device', ids: [7, 8] }, 1), [7, 8]],
    [makeEvent('entities.loaded', 'rest', { kind: 'device', items: [] }, 1), 'all'],
    [makeEvent('entities.removed', 'rest', { kind: 'geofence', ids: [7] }, 1), null],
    [makeEvent('devices.loaded', 'rest', { devices: [] }, 1), 'all'],
    [makeEvent('filter.changed', 'user', { patch: { search: 'x' } }, 1), 'all'],
    [makeEvent('session.cleared', 'user', { reason: 'logout' }, 1), 'all'],
    [makeEvent('mapDetail.changed', 'user', { level: 3, version: 2 }, 1), 'all'],
    // The pinned devices are compared when the frame is written (SPEC.md D6).
    [makeEvent('device.selected', 'user', { deviceId: 1 }, 1), []],
    [makeEvent('sort.toggled', 'user', { field: 'name' }, 1), null],
  ])('[M2] %s.type marks %j', (event, expected) => {
    expect(changedDevices(event)).toEqual(expected);
  });
});
