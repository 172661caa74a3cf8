import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../src/worker/state/events';
import { appendLog, MAX_LOG_ENTRIES, summarise } from '../../src/worker/state/log';
import { device, position } from './support/fixtures';

describe('domain events', () => {
  it('[E1] an event is {type, at, source, payload}', () => {
    expect(makeEvent('device.selected', 'user', { deviceId: 3 }, 1234)).toEqual({
      type: 'device.selected',
      at: 1234,
      source: 'user',
      payload: { deviceId: 3 },
    });
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
    });
  });

  it('[E3] short lists are logged whole', () => {
    const devices = [device(1), device(2)];
    expect(summarise(makeEvent('devices.updated', 'socket', { devices }, 1)).payload).toEqual({
      devices,
    });
  });
});
