import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCore } from '../support/core';
import { options, signedIn } from '../support/smallFleet';

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
