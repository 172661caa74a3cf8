import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_DATA_FRAME_MS } from '../../src/worker/map/frameProjection';
import type { MapFrame } from '../../src/worker/types';
import { testCore } from './support/core';
import { settle } from './support/fakes';
import { at, device, position } from './support/fixtures';
import { options, signedIn } from './support/smallFleet';

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

describe('map projection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[M1] [M8] one frame per animation frame (positions: once the data frame is over), none when nothing changed', async () => {
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
    vi.advanceTimersByTime(MAP_DATA_FRAME_MS);
    expect(frames).toHaveLength(2);
    const frame = frames[1]!;
    const slot = [...frame.ids].indexOf(2);
    expect([frame.positions[slot * 2], frame.positions[slot * 2 + 1]]).toEqual([-3, 3]);
    t.frames.tick();
    await t.core.selectDevice({ deviceId: 1 });
    t.frames.tick();
    expect(frames).toHaveLength(2);
  });

  it('[M1] several map changes within one animation frame give one frame, at the frame', async () => {
    const t = await signedIn();
    const frames = await t.record('map');
    await t.core.setListQuery({ status: 'online' });
    t.sockets[0]!.send({ devices: [device(2, { name: 'Bravo', status: 'online' })] });
    t.sockets[0]!.send({ positions: [position(2, { latitude: 9, fixTime: at(9) })] });
    await t.core.setListQuery({ search: 'o' });
    expect(frames).toHaveLength(1);
    t.frames.tick();
    expect(frames).toHaveLength(2);
    expect([...frames[1]!.ids].sort()).toEqual([2]); // of the online devices, only 'Bravo' contains an 'o'
  });

  it('[M1] the map shows what the list filters let through', async () => {
    const t = await signedIn();
    const frames = await t.record('map');
    await t.core.setListQuery({ status: 'offline' });
    t.frames.tick();
    expect([...frames.at(-1)!.ids]).toEqual([2]);
    t.sockets[0]!.send({ devices: [device(2, { name: 'Bravo', status: 'online' })] });
    t.frames.tick();
    vi.advanceTimersByTime(MAP_DATA_FRAME_MS);
    expect(frames.at(-1)!.length).toBe(0);
  });

  it('[M3] each delivery is a copy of its own, which later frames never alter', async () => {
    const t = await signedIn();
    const a = await t.record('map');
    const b = await t.record('map');
    expect(a[0]!.ids.buffer).not.toBe(b[0]!.ids.buffer);
    expect(a[0]).toEqual(b[0]);
    // The copy holds exactly [0, length), nothing of the columns' spare capacity.
    expect(a[0]!.positions.buffer.byteLength).toBe(a[0]!.length * 2 * 8);
    const before = [...a[0]!.positions];
    t.sockets[0]!.send({ positions: [position(1, { latitude: 5, longitude: 6, fixTime: at(9) })] });
    t.frames.tick();
    vi.advanceTimersByTime(MAP_DATA_FRAME_MS);
    expect(a).toHaveLength(2);
    expect([...a[0]!.positions]).toEqual(before);
    expect([...a[1]!.positions]).not.toEqual(before);
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
      vi.advanceTimersByTime(MAP_DATA_FRAME_MS);
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
