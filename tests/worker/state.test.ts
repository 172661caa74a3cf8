import { describe, expect, it } from 'vitest';
import { makeEvent, type DomainEvent } from '../../src/worker/events';
import { adminSlice } from '../../src/worker/admin/state';
import { alertsSlice } from '../../src/worker/alerts/state';
import { fleetSlice } from '../../src/worker/fleet/state';
import { geofencesSlice } from '../../src/worker/geofences/state';
import { listSlice } from '../../src/worker/list/state';
import { mapSlice } from '../../src/worker/map/state';
import { replaySlice } from '../../src/worker/replay/state';
import { reportsSlice } from '../../src/worker/reports/state';
import { sessionSlice } from '../../src/worker/session/state';
import { fold, initialState, reduce, type CoreState } from '../../src/worker/state';
import { updateSlice } from '../../src/worker/update/state';
import { usersSlice } from '../../src/worker/users/state';
import { at, device, position, user } from './support/fixtures';

const ev = <E extends DomainEvent>(e: Omit<E, 'at'>) => ({ ...e, at: 1 }) as DomainEvent;

describe('reduce (combined)', () => {
  const slices = [
    sessionSlice,
    fleetSlice,
    listSlice,
    mapSlice,
    geofencesSlice,
    alertsSlice,
    adminSlice,
    updateSlice,
    reportsSlice,
    replaySlice,
    usersSlice,
  ];

  it('[E2] every state key belongs to exactly one domain slice, with a reducer', () => {
    const keys = slices.flatMap((slice) => Object.keys(slice.initial));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(initialState).sort()).toEqual([...keys].sort());
    for (const slice of slices) {
      expect(Object.keys(slice.reducers).sort()).toEqual(Object.keys(slice.initial).sort());
    }
  });

  it('[E2] an event replaces only the keys it changed; the others keep their identity', () => {
    const next = reduce(initialState, makeEvent('device.selected', 'user', { deviceId: 7 }, 1));
    const changed = (Object.keys(initialState) as (keyof CoreState)[]).filter(
      (key) => next[key] !== initialState[key],
    );
    expect(changed).toEqual(['selectedId']);
    expect(next.selectedId).toBe(7);
    expect(initialState.selectedId).toBeNull();
  });

  it('[E2] returns the same state object when no reducer changed anything', () => {
    const event = ev({
      type: 'request.failed',
      source: 'rest',
      payload: { what: 'x', error: { type: 'network', code: 'NETWORK_ERROR', message: '' } },
    });
    expect(reduce(initialState, event)).toBe(initialState);
  });

  it('[E2] state is a fold of the log: replaying the same events gives the same state', () => {
    const log: DomainEvent[] = [
      makeEvent('session.established', 'rest', { user: user(), localToken: 'L'.repeat(20) }, 1),
      makeEvent('devices.loaded', 'rest', { devices: [device(1), device(2)] }, 2),
      makeEvent('positions.loaded', 'rest', { positions: [position(1)] }, 3),
      makeEvent(
        'positions.received',
        'socket',
        { positions: [position(2, { fixTime: at(9) })] },
        4,
      ),
      makeEvent('device.selected', 'user', { deviceId: 2 }, 5),
    ];
    const a = fold(initialState, log);
    const b = fold(
      initialState,
      log.map((e) => ({ ...e, source: 'replay' as const })),
    );
    expect(a.devices.equals(b.devices)).toBe(true);
    expect(a.positions.equals(b.positions)).toBe(true);
    expect(a.selectedId).toBe(2);
    expect(b.session).toEqual(a.session);
    expect(initialState.devices.size).toBe(0); // the fold never mutates its start
  });
});
