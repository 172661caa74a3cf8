import { describe, expect, it } from 'vitest';
import { MAX_ALERTS, reduceAlerts } from '../../src/worker/state/alerts';
import { reduceConnection } from '../../src/worker/state/connection';
import { makeEvent, type DomainEvent } from '../../src/worker/state/events';
import { MAX_WINDOW_ROWS, reduceListWindow } from '../../src/worker/state/listWindow';
import { reduceQuery } from '../../src/worker/state/query';
import { fold, reduce } from '../../src/worker/state/reducer';
import { reduceSelection } from '../../src/worker/state/selection';
import { reduceSession } from '../../src/worker/state/session';
import { DEFAULT_QUERY, initialState } from '../../src/worker/state/state';
import { at, device, position, server, user } from './support/fixtures';

const ev = <E extends DomainEvent>(e: Omit<E, 'at'>) => ({ ...e, at: 1 }) as DomainEvent;
const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);

describe('reduceSession', () => {
  it('[E2] server, sign-in and sign-out', () => {
    let s = initialState.session;
    expect(s.status).toBe('loading');
    s = reduceSession(s, makeEvent('server.loaded', 'rest', { server: server() }, 1));
    expect(s.server?.version).toBe('6.14');
    s = reduceSession(s, makeEvent('session.established', 'rest', { user: user({ id: 3 }) }, 2));
    expect(s).toMatchObject({ status: 'authenticated', user: { id: 3 } });
    s = reduceSession(s, cleared);
    expect(s).toMatchObject({ status: 'anonymous', user: null, server: { version: '6.14' } });
  });

  it('[E2] a failed server load makes the session unavailable', () => {
    const error = { type: 'network' as const, code: 'NETWORK_ERROR', message: 'x' };
    expect(
      reduceSession(initialState.session, makeEvent('server.failed', 'rest', { error }, 1)).status,
    ).toBe('unavailable');
  });
});

describe('reduceQuery', () => {
  it('[L1] filter.changed merges the patch and keeps the sort', () => {
    const next = reduceQuery(
      { ...DEFAULT_QUERY, sort: { field: 'lastUpdate', direction: 'desc' } },
      makeEvent(
        'filter.changed',
        'user',
        { patch: { search: 'van', hiddenCategories: ['bus'] } },
        1,
      ),
    );
    expect(next).toEqual({
      search: 'van',
      status: 'all',
      motionOnly: false,
      hiddenCategories: ['bus'],
      onlyDeviceId: null,
      sort: { field: 'lastUpdate', direction: 'desc' },
    });
  });

  it('[S2] sort.toggled applies the toggle rule; logout keeps the query', () => {
    const once = reduceQuery(
      DEFAULT_QUERY,
      makeEvent('sort.toggled', 'user', { field: 'name' }, 1),
    );
    expect(once.sort).toEqual({ field: 'name', direction: 'desc' });
    expect(reduceQuery(once, cleared)).toBe(once);
  });
});

describe('reduceListWindow', () => {
  it.each([
    [
      { start: 20, count: 50 },
      { start: 20, count: 50 },
    ],
    [
      { start: -5, count: 10.7 },
      { start: 0, count: 10 },
    ],
    [
      { start: 0, count: 1e9 },
      { start: 0, count: MAX_WINDOW_ROWS },
    ],
    [
      { start: Number.NaN, count: -3 },
      { start: 0, count: 0 },
    ],
  ])('[L5] %j → %j', (payload, expected) => {
    expect(
      reduceListWindow(initialState.window, makeEvent('window.changed', 'user', payload, 1)),
    ).toEqual(expected);
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

describe('reduceConnection', () => {
  it('[R1] follows the socket link and goes idle on logout', () => {
    const closed = reduceConnection(
      initialState.connection,
      makeEvent('connection.changed', 'socket', { socket: 'closed', reconnectAt: 5000 }, 1),
    );
    expect(closed).toEqual({ socket: 'closed', reconnectAt: 5000 });
    expect(reduceConnection(closed, cleared)).toEqual({ socket: 'idle', reconnectAt: null });
  });
});

describe('reduceAlerts', () => {
  it('[E2] keeps the newest tracking events, bounded', () => {
    const events = Array.from({ length: MAX_ALERTS + 5 }, (_, i) => ({
      id: i,
      attributes: {},
      deviceId: 1,
      type: 'alarm',
      eventTime: null,
      positionId: 0,
      geofenceId: 0,
      maintenanceId: 0,
    }));
    const alerts = reduceAlerts([], makeEvent('events.received', 'socket', { events }, 1));
    expect(alerts).toHaveLength(MAX_ALERTS);
    expect(alerts[0]!.id).toBe(5);
    expect(reduceAlerts(alerts, cleared)).toEqual([]);
  });
});

describe('reduce (combined)', () => {
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
      makeEvent('session.established', 'rest', { user: user() }, 1),
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
