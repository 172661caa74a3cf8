import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_INTERVAL_MS } from '../../../src/worker/fleet/snapshot';
import type { LogEntry } from '../../../src/worker/kernel/log';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { localSessionToken } from '../../../src/worker/session/localSessionToken';
import { testCore } from '../support/core';
import { memoryStore, settle } from '../support/fakes';
import { options } from '../support/smallFleet';

describe('localSessionToken', () => {
  it('[E4] is 20 URL-safe characters, one per random byte', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    const token = localSessionToken(bytes);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(token.slice(0, 4)).toBe('ANan'); // 0, 13, 26, 39
    expect(localSessionToken(new Uint8Array(20).fill(255))).toBe('_'.repeat(20));
    expect(localSessionToken(new Uint8Array(20).fill(64))).toBe('A'.repeat(20));
  });

  it('[E4] needs 20 random bytes', () => {
    expect(() => localSessionToken(new Uint8Array(19))).toThrow(RangeError);
  });
});

describe('local session in the log', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[E4] each sign-in has its own token, carried by its log entries; signed out, none', async () => {
    let draw = 0;
    const store = memoryStore();
    const t = testCore(options, {
      store,
      randomBytes: (length) => new Uint8Array(length).fill(draw++),
    });
    await t.core.restoreSession();
    await t.core.settled();
    await t.core.logout();
    await t.core.login({ email: 'ana@example.com', password: 'x', remember: false });
    await t.core.settled();
    await t.core.selectDevice({ deviceId: 1 });
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS);
    await settle(20);

    const { log } = store.data.get(STORAGE_KEYS.snapshot) as { log: LogEntry[] };
    const sessionOf = (type: string, nth = 0) =>
      log.filter((entry) => entry.type === type)[nth]?.session;
    expect(sessionOf('session.established', 0)).toBe('A'.repeat(20));
    expect(sessionOf('devices.loaded', 0)).toBe('A'.repeat(20));
    expect(sessionOf('session.cleared')).toBeNull(); // the logout
    expect(sessionOf('session.established', 1)).toBe('B'.repeat(20));
    expect(sessionOf('device.selected')).toBe('B'.repeat(20));
  });
});
