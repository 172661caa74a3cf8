import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_INTERVAL_MS, createSnapshotWriter } from '../../../src/worker/fleet/snapshot';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { settle } from '../support/fakes';
import { at, device, position, user } from '../support/fixtures';

const idb = {
  get: (k: string) => get(k),
  set: (k: string, v: unknown) => set(k, v),
  del: (k: string) => del(k),
};
const ana = user({ id: 7 });
const options = {
  user: ana,
  cookie: true,
  devices: [device(1, { name: 'Live' })],
  positions: [position(1, { latitude: 5, fixTime: at(60) })],
};

describe('snapshot', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    await del(STORAGE_KEYS.snapshot);
  });
  afterEach(() => vi.useRealTimers());

  it('[P2] the fleet and recent log are saved to IndexedDB at most every 5 s', async () => {
    const t = testCore(options, { store: idb });
    await t.core.restoreSession();
    await t.core.settled();
    vi.advanceTimersByTime(0);
    await settle(20);
    const first = (await get(STORAGE_KEYS.snapshot)) as {
      savedAt: number;
      devices: unknown[];
      log: { type: string }[];
    };
    expect(first.devices).toHaveLength(1);
    expect(first.log.map((e) => e.type)).toContain('devices.loaded');

    t.sockets[0]!.open();
    t.sockets[0]!.send({ positions: [position(1, { latitude: 6, fixTime: at(61) })] });
    t.frames.tick();
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS - 1 - (Date.now() - first.savedAt));
    await settle(20);
    expect(((await get(STORAGE_KEYS.snapshot)) as { savedAt: number }).savedAt).toBe(first.savedAt);
    vi.advanceTimersByTime(1);
    await settle(20);
    const second = (await get(STORAGE_KEYS.snapshot)) as {
      savedAt: number;
      positions: { latitude: number }[];
    };
    expect(second.savedAt).toBe(first.savedAt + SNAPSHOT_INTERVAL_MS);
    expect(second.positions[0]!.latitude).toBe(6);
  });

  it('[P1] a reload paints the stored fleet before the REST calls, then REST overwrites it', async () => {
    await set(STORAGE_KEYS.snapshot, {
      version: 1,
      userId: 7,
      savedAt: 1,
      devices: [device(1, { name: 'Stored' }), device(2, { name: 'Gone' })],
      positions: [position(1, { latitude: 1, fixTime: at(0) })],
      log: [{ type: 'devices.loaded', at: 0, source: 'rest', payload: {} }],
    });
    let paintedBeforeDevices: string[] = [];
    const t = testCore(
      {
        ...options,
        extra: ({ path }) => {
          if (path === '/api/devices') paintedBeforeDevices = lists.at(-1)!.rows.map((r) => r.name);
          return undefined;
        },
      },
      { store: idb },
    );
    const lists = await t.record('list');
    await t.core.restoreSession();
    await t.core.settled();
    expect(paintedBeforeDevices).toEqual(['Gone', 'Stored']);
    vi.advanceTimersByTime(250);
    expect(lists.at(-1)!.rows.map((r) => [r.name, r.latitude])).toEqual([['Live', 5]]);
  });

  it('[P1] a stored fleet that has no positions yet and no log still paints', async () => {
    await set(STORAGE_KEYS.snapshot, {
      version: 1,
      userId: 7,
      savedAt: 1,
      devices: [device(1, { name: 'Never reported' })],
      positions: [],
      log: [],
    });
    let paintedBeforeDevices: string[] = [];
    const t = testCore(
      {
        ...options,
        extra: ({ path }) => {
          if (path === '/api/devices') paintedBeforeDevices = lists.at(-1)!.rows.map((r) => r.name);
          return undefined;
        },
      },
      { store: idb },
    );
    const lists = await t.record('list');
    await t.core.restoreSession();
    expect(paintedBeforeDevices).toEqual(['Never reported']);
  });

  it('[P1] a snapshot of another user is ignored', async () => {
    await set(STORAGE_KEYS.snapshot, {
      version: 1,
      userId: 99,
      savedAt: 1,
      devices: [device(5, { name: 'Not mine' })],
      positions: [],
      log: [],
    });
    let listedBeforeDevices = -1;
    const t = testCore(
      {
        ...options,
        extra: ({ path }) => {
          if (path === '/api/devices') listedBeforeDevices = lists.at(-1)!.total;
          return undefined;
        },
      },
      { store: idb },
    );
    const lists = await t.record('list');
    await t.core.restoreSession();
    expect(listedBeforeDevices).toBe(0);
  });

  it.each([
    ['an older version', { version: 0 }],
    ['a device without id', { devices: [{ name: 'x' }] }],
    ['a position without deviceId', { positions: [{ latitude: 1 }] }],
    ['a log entry without type', { log: [{ at: 1 }] }],
    ['devices that are not a list', { devices: {} }],
  ])('[P1] a snapshot with %s is ignored', async (_, broken) => {
    await set(STORAGE_KEYS.snapshot, {
      version: 1,
      userId: 7,
      savedAt: 1,
      devices: [device(5, { name: 'Stored' })],
      positions: [],
      log: [],
      ...broken,
    });
    let listedBeforeDevices = -1;
    const t = testCore(
      {
        ...options,
        extra: ({ path }) => {
          if (path === '/api/devices') listedBeforeDevices = lists.at(-1)!.total;
          return undefined;
        },
      },
      { store: idb },
    );
    const lists = await t.record('list');
    await t.core.restoreSession();
    expect(listedBeforeDevices).toBe(0);
  });

  it('[P3] logout removes the snapshot and no save follows', async () => {
    const t = testCore(options, { store: idb });
    await t.core.restoreSession();
    await t.core.settled();
    await t.core.logout();
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS * 2);
    await settle(20);
    expect(await get(STORAGE_KEYS.snapshot)).toBeUndefined();
  });
});

describe('snapshot writer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  const writer = (saveMs: number) => {
    const saves: number[] = [];
    const deps = {
      now: () => Date.now(),
      setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    const w = createSnapshotWriter({
      deps,
      save: async () => {
        saves.push(Date.now());
        vi.setSystemTime(Date.now() + saveMs); // the save itself takes saveMs
      },
    });
    return { w, saves };
  };

  it('[P2] many requests, one save per 5 s', async () => {
    const { w, saves } = writer(10);
    for (let t = 0; t < 12_000; t += 100) {
      w.schedule();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(saves).toEqual([0, 5_000, 10_000]);
  });

  it('[P2] cancel drops the pending save; the next request saves again', async () => {
    const { w, saves } = writer(10);
    w.schedule();
    w.cancel();
    await vi.advanceTimersByTimeAsync(SNAPSHOT_INTERVAL_MS * 2);
    expect(saves).toEqual([]);
    w.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(saves).toEqual([10_000]);
  });

  it('[P2] a slow save stretches the interval to 20× its duration', async () => {
    const { w, saves } = writer(500);
    for (let t = 0; t < 25_000; t += 100) {
      w.schedule();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(saves).toEqual([0, 10_000, 20_000]);
  });
});
