/** [A1] What signing in on top of a session keeps, and what a QR driver's session loads. */
import { QR_DRIVER_USER_KEY } from '@farol/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCore } from '../support/core';
import type { RecordedRequest } from '../support/fakes';
import { device, position, user } from '../support/fixtures';

const ana = user({ id: 1, email: 'ana@example.com' });
const bia = user({ id: 2, email: 'bia@example.com' });

describe('establishing a session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  /** A server whose POST /api/session signs in whoever's e-mail was posted. */
  function server() {
    return testCore({
      user: ana,
      cookie: true,
      devices: [device(1), device(2)],
      positions: [position(1), position(2)],
      extra: (r: RecordedRequest) =>
        r.method === 'POST' && r.path === '/api/session'
          ? { body: new URLSearchParams(r.body).get('email') === bia.email ? bia : ana }
          : undefined,
    });
  }

  it('[A1] signing in again as the same user keeps the socket and the session', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.settled();
    t.sockets[0]!.open();
    const sessions = await t.record('session');
    await t.core.login({ email: ana.email, password: 'pw', remember: false });
    await t.core.settled();
    expect(t.sockets[0]!.closedWith).toBeNull();
    expect(sessions.every((s) => s.user?.id === 1)).toBe(true);
  });

  it('[A1] signing in as someone else on top of a session closes the old socket first', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.settled();
    t.sockets[0]!.open();
    await t.core.login({ email: bia.email, password: 'pw', remember: false });
    await t.core.settled();
    expect(t.sockets[0]!.closedWith).not.toBeNull();
  });

  it('[A1] a QR driver’s session loads the fleet but no groups, geofences or settings', async () => {
    const driver = user({ id: 5, attributes: { [QR_DRIVER_USER_KEY]: 'qr-5' } });
    const t = testCore({ user: driver, cookie: true, devices: [device(1)], positions: [] });
    await t.core.restoreSession();
    await t.core.settled();
    const paths = t.requests.map((r) => r.path);
    expect(paths).toContain('/api/devices');
    expect(paths).not.toContain('/api/groups');
    expect(paths).not.toContain('/api/geofences');
  });
});
