import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import { SNAPSHOT_INTERVAL_MS } from '../../../src/worker/fleet/snapshot';
import {
  appendLog,
  MAX_LOG_ENTRIES,
  summarise,
  type LogEntry,
} from '../../../src/worker/kernel/log';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { memoryStore, settle } from '../support/fakes';
import { at, device, position } from '../support/fixtures';
import { options as smallFleet } from '../support/smallFleet';

describe('domain events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[E1] every input is folded as {type, at, source, payload}: at from the clock, source from where it came', async () => {
    const store = memoryStore();
    store.data.set(STORAGE_KEYS.listSearch, 'a'); // restored at start: a replay
    const t = testCore(smallFleet, { store });
    await t.core.ready();
    await t.core.restoreSession();
    await t.core.settled();
    vi.advanceTimersByTime(1_000);
    t.sockets[0]!.open();
    t.sockets[0]!.send({ positions: [position(1, { fixTime: at(30) })] });
    t.frames.tick();
    await t.core.selectDevice({ deviceId: 2 });
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS);
    await settle(20);

    const { log } = store.data.get(STORAGE_KEYS.snapshot) as { log: LogEntry[] };
    const start = Date.UTC(2026, 0, 1);
    const sourceOf = (type: string) => log.find((entry) => entry.type === type)?.source;
    const atOf = (type: string) => log.find((entry) => entry.type === type)?.at;
    expect(sourceOf('filter.changed')).toBe('replay');
    expect(sourceOf('session.established')).toBe('rest');
    expect(sourceOf('devices.loaded')).toBe('rest');
    expect(sourceOf('connection.changed')).toBe('socket');
    expect(sourceOf('positions.received')).toBe('socket');
    expect(sourceOf('device.selected')).toBe('user');
    expect(atOf('session.established')).toBe(start);
    expect(atOf('device.selected')).toBe(start + 1_000);
    expect(log.find((entry) => entry.type === 'device.selected')?.payload).toEqual({
      deviceId: 2,
    });
    for (const entry of log) {
      expect(Object.keys(entry).sort()).toEqual(['at', 'payload', 'session', 'source', 'type']);
    }
  });
});

describe('event log', () => {
  it('[E3] keeps only the newest 500 entries', () => {
    let log = appendLog([], makeEvent('device.selected', 'user', { deviceId: 0 }, 0));
    for (let i = 1; i < 600; i += 1)
      log = appendLog(log, makeEvent('device.selected', 'user', { deviceId: i }, i));
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0]!.at).toBe(100);
    expect(log.at(-1)!.payload).toEqual({ deviceId: 599 });
  });

  it('[E3] summarises long payload lists as {count, ids}', () => {
    const positions = Array.from({ length: 200 }, (_, i) => position(i + 1));
    const entry = summarise(makeEvent('positions.received', 'socket', { positions }, 5));
    expect(entry).toEqual({
      type: 'positions.received',
      at: 5,
      source: 'socket',
      payload: { positions: { count: 200, ids: positions.slice(0, 20).map((p) => p.id) } },
      session: null,
    });
  });

  it('[E3] short lists are logged whole', () => {
    const devices = [device(1), device(2)];
    expect(summarise(makeEvent('devices.updated', 'socket', { devices }, 1)).payload).toEqual({
      devices,
    });
  });
});
