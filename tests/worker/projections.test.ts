import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/worker/storageKeys';
import type { MapFrame } from '../../src/worker/types';
import { testCore } from './support/core';
import { settle } from './support/fakes';
import { at, device, position, user } from './support/fixtures';

const devices = [
  device(1, { name: 'Alpha', status: 'online' }),
  device(2, { name: 'Bravo', status: 'offline' }),
  device(3, { name: 'Charlie', status: 'online' }),
];
const positions = devices.map((d) => position(d.id, { speed: 10, fixTime: at(0) }));
const options = {
  user: user({ attributes: { speedUnit: 'kn' } }),
  devices,
  positions,
  cookie: true,
};

/** A core signed in with the fleet loaded and the socket open. */
async function signedIn() {
  const t = testCore(options);
  await t.core.restoreSession();
  await t.core.settled();
  t.sockets[0]!.open();
  vi.advanceTimersByTime(1000);
  t.frames.tick();
  return t;
}

describe('topics', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[C1] subscribe calls back at once with the current value and returns an unsubscribe', async () => {
    const t = testCore(options);
    const seen: string[] = [];
    const unsubscribe = await t.core.subscribe('session', (view) => void seen.push(view.status));
    expect(seen).toEqual(['loading']);
    await t.core.restoreSession();
    expect(seen.at(-1)).toBe('authenticated');
    unsubscribe();
    await t.core.logout();
    expect(seen.at(-1)).toBe('authenticated');
  });

  it('[C1] every topic has an initial value', async () => {
    const t = testCore(options);
    const first = await Promise.all(
      (['session', 'list', 'map', 'selected', 'connection'] as const).map(async (topic) => {
        let value: unknown = 'none';
        await t.core.subscribe(topic, (v) => void (value = v));
        return value;
      }),
    );
    expect(first).toMatchObject([
      { status: 'loading' },
      { total: 0, rows: [], query: { sort: { field: 'name', direction: 'asc' } } },
      { length: 0 },
      null,
      { socket: 'idle', reconnectAt: null },
    ]);
  });
});

describe('list projection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[L5] lists the window of rows with counts, speed in the user unit', async () => {
    const t = await signedIn();
    const lists = await t.record('list');
    expect(lists.at(-1)).toMatchObject({
      total: 3,
      counts: { all: 3, online: 2, offline: 1, unknown: 0 },
      start: 0,
    });
    expect(lists.at(-1)!.rows.map((r) => [r.name, r.speed, r.speedUnit])).toEqual([
      ['Alpha', 10, 'kn'],
      ['Bravo', 10, 'kn'],
      ['Charlie', 10, 'kn'],
    ]);
    await t.core.setListWindow({ start: 1, count: 1 });
    expect(lists.at(-1)).toMatchObject({ start: 1, total: 3, rows: [{ name: 'Bravo' }] });
  });

  it('[L6] query changes recompute at once; data changes at most every 250 ms', async () => {
    const t = await signedIn();
    const lists = await t.record('list');
    const before = lists.length;
    await t.core.setListQuery({ status: 'online' });
    expect(lists.length).toBe(before + 1);
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Alpha', 'Charlie']);
    await t.core.toggleSort({ field: 'name' });
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Charlie', 'Alpha']);

    const start = lists.length;
    for (let i = 1; i <= 60; i += 1) {
      t.sockets[0]!.send({ positions: [position(1, { speed: i, fixTime: at(i) })] });
      t.frames.tick();
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(250);
    const emitted = lists.length - start;
    // 60 folds over ~960 ms: a leading emission, then one per 250 ms window
    expect(emitted).toBeGreaterThanOrEqual(4);
    expect(emitted).toBeLessThanOrEqual(5);
    expect(lists.at(-1)!.rows.find((r) => r.id === 1)!.speed).toBe(60);
  });

  it('[L1] with motion-only, a position update can move a device out of the list', async () => {
    const t = await signedIn();
    t.sockets[0]!.send({
      positions: devices.map((d) =>
        position(d.id, { fixTime: at(1), attributes: { motion: true } }),
      ),
    });
    t.frames.tick();
    await t.core.setListQuery({ motionOnly: true });
    const lists = await t.record('list');
    expect(lists.at(-1)!.total).toBe(3);
    t.sockets[0]!.send({
      positions: [position(2, { fixTime: at(2), attributes: { motion: false } })],
    });
    t.frames.tick();
    vi.advanceTimersByTime(250);
    expect(lists.at(-1)!.rows.map((r) => r.name)).toEqual(['Alpha', 'Charlie']);
  });

  it('[L7] the search text persists and is restored at start', async () => {
    const t = testCore(options);
    await t.core.setListQuery({ search: 'brav' });
    expect(t.store.data.get(STORAGE_KEYS.listSearch)).toBe('brav');

    const again = testCore(options, { store: t.store });
    await again.core.ready();
    const lists = await again.record('list');
    expect(lists.at(-1)!.query.search).toBe('brav');
  });

  it('[L1] an invalid query patch is a validation error', async () => {
    const t = testCore(options);
    await expect(t.core.setListQuery({ status: 'moving' as never })).rejects.toMatchObject({
      type: 'validation',
      code: 'INVALID_QUERY',
    });
  });
});

describe('map projection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[M1] one frame per animation frame, and none when nothing changed', async () => {
    const t = await signedIn();
    const frames = await t.record('map');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.length).toBe(3);
    for (let i = 1; i <= 3; i += 1) {
      t.sockets[0]!.send({
        positions: [position(2, { latitude: i, longitude: -i, fixTime: at(i) })],
      });
    }
    expect(frames).toHaveLength(1);
    t.frames.tick();
    expect(frames).toHaveLength(2);
    const frame = frames[1]!;
    const slot = [...frame.ids].indexOf(2);
    expect([frame.positions[slot * 2], frame.positions[slot * 2 + 1]]).toEqual([-3, 3]);
    t.frames.tick();
    await t.core.selectDevice({ deviceId: 1 });
    t.frames.tick();
    expect(frames).toHaveLength(2);
  });

  it('[M1] the map shows what the list filters let through', async () => {
    const t = await signedIn();
    const frames = await t.record('map');
    await t.core.setListQuery({ status: 'offline' });
    t.frames.tick();
    expect([...frames.at(-1)!.ids]).toEqual([2]);
    t.sockets[0]!.send({ devices: [device(2, { name: 'Bravo', status: 'online' })] });
    t.frames.tick();
    expect(frames.at(-1)!.length).toBe(0);
  });

  it('[M3] each delivery is a separate copy', async () => {
    const t = await signedIn();
    const a = await t.record('map');
    const b = await t.record('map');
    expect(a[0]!.ids.buffer).not.toBe(b[0]!.ids.buffer);
    expect(a[0]).toEqual(b[0]);
  });

  it('[M4] no new frame is sent while the previous callback has not resolved; then the latest', async () => {
    const t = await signedIn();
    const received: MapFrame[] = [];
    let resolve: () => void = () => undefined;
    await t.core.subscribe('map', (frame) => {
      received.push(frame);
      return new Promise<void>((r) => (resolve = r)) as unknown as void;
    });
    expect(received).toHaveLength(1);
    for (let i = 1; i <= 5; i += 1) {
      t.sockets[0]!.send({ positions: [position(1, { course: i * 10, fixTime: at(i) })] });
      t.frames.tick();
    }
    expect(received).toHaveLength(1);
    resolve();
    await settle();
    expect(received).toHaveLength(2);
    const slot = [...received[1]!.ids].indexOf(1);
    expect(received[1]!.courses[slot]).toBe(50);
  });
});

describe('selected projection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[C1] follows the selected device and its position', async () => {
    const t = await signedIn();
    const selected = await t.record('selected');
    expect(selected).toEqual([null]);
    await t.core.selectDevice({ deviceId: 3 });
    expect(selected.at(-1)).toMatchObject({
      device: { id: 3 },
      position: { deviceId: 3 },
      row: { name: 'Charlie' },
    });
    t.sockets[0]!.send({ positions: [position(1, { fixTime: at(5) })] });
    t.frames.tick();
    expect(selected).toHaveLength(2); // another device moved: no emission
    t.sockets[0]!.send({ positions: [position(3, { speed: 20, fixTime: at(5) })] });
    t.frames.tick();
    expect(selected.at(-1)!.row.speed).toBe(20);
    await t.core.selectDevice({ deviceId: null });
    expect(selected.at(-1)).toBeNull();
  });
});

describe('reconnect', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[R2] after a reconnect, devices and positions are fetched again', async () => {
    const t = await signedIn();
    const connection = await t.record('connection');
    const fetched = () => t.requests.filter((r) => r.path === '/api/devices').length;
    expect(fetched()).toBe(1);
    t.sockets[0]!.drop();
    expect(connection.at(-1)).toEqual({ socket: 'closed', reconnectAt: Date.now() + 5000 });
    vi.advanceTimersByTime(4999);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]!.open();
    await t.core.settled();
    expect(fetched()).toBe(2);
    expect(t.requests.at(-1)!.path).toBe('/api/positions');
    expect(connection.at(-1)).toEqual({ socket: 'open', reconnectAt: null });
  });

  it('[R2] a 401 on refetch ends the session and stops reconnecting', async () => {
    let expired = false;
    const t = testCore({
      ...options,
      extra: ({ path }) =>
        expired && path === '/api/devices' ? { status: 401, body: '' } : undefined,
    });
    await t.core.restoreSession();
    await t.core.settled();
    t.sockets[0]!.open();
    const sessions = await t.record('session');
    t.sockets[0]!.drop();
    expired = true;
    vi.advanceTimersByTime(5000);
    t.sockets[1]!.open();
    await t.core.settled();
    expect(sessions.at(-1)).toMatchObject({ status: 'anonymous', user: null });
    expect(t.sockets[1]!.closedWith).toBe(4000);
    t.sockets[1]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(2);
  });
});
