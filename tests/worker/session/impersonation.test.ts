import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import type { RecordedRequest } from '../support/fakes';
import { device, position, user } from '../support/fixtures';

const manager = user({ id: 1, name: 'Gerente', userLimit: -1 });
const customer = user({ id: 7, name: 'Cliente', email: 'c@x.test' });

/** A server where the manager's cookie session can become the customer's and back. */
function server() {
  let current = manager;
  const t = testCore({
    user: manager,
    devices: [device(1)],
    positions: [position(1)],
    cookie: true,
    extra: (r: RecordedRequest) => {
      if (r.path === '/api/session/7') {
        current = customer;
        return { body: customer };
      }
      if (r.path === '/api/session/8') return { status: 400, body: 'User access denied' };
      if (r.path === '/api/session' && r.method === 'GET') {
        const token = r.query.get('token');
        if (token === 'tok-remembered-1') {
          current = manager;
          return { body: manager };
        }
        if (token !== null) return { status: 401, body: 'Token has expired' };
        return { body: current };
      }
      return undefined;
    },
  });
  return t;
}

const calls = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.path.startsWith('/api/session'))
    .map(
      (r) =>
        `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}${r.body ? ` ${r.body}` : ''}`,
    );

describe('log in as', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[A5] takes a way back first, then becomes the account, with who did it', async () => {
    const t = server();
    await t.core.restoreSession();
    const sessions = await t.record('session');
    expect(await t.core.loginAs({ userId: 7 })).toMatchObject({ id: 7 });
    expect(sessions.at(-1)).toMatchObject({
      status: 'authenticated',
      user: { id: 7 },
      impersonator: { id: 1, name: 'Gerente' },
    });
    const asked = calls(t.requests).slice(1);
    expect(asked[0]).toMatch(/^POST \/api\/session\/token expiration=2026-01-01T12%3A00%3A00/);
    expect(asked[1]).toBe('GET /api/session/7');
    expect(t.store.data.get(STORAGE_KEYS.returnTo)).toEqual({
      token: 'tok-remembered-1',
      id: 1,
      name: 'Gerente',
    });
  });

  it('[A5] a refusal changes nothing', async () => {
    const t = server();
    await t.core.restoreSession();
    const sessions = await t.record('session');
    await expect(t.core.loginAs({ userId: 8 })).rejects.toMatchObject({
      code: 'USER_ACCESS_DENIED',
    });
    expect(sessions.at(-1)).toMatchObject({ user: { id: 1 } });
    expect(sessions.at(-1)?.impersonator ?? null).toBeNull();
    expect(t.store.data.has(STORAGE_KEYS.returnTo)).toBe(false);
  });

  it('[A5] a reload keeps the banner; going back signs in with the token and revokes it', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.loginAs({ userId: 7 });
    // The page reloads: the session is restored from the server and the store.
    const sessions = await t.record('session');
    await t.core.restoreSession();
    expect(sessions.at(-1)).toMatchObject({ user: { id: 7 }, impersonator: { id: 1 } });

    const before = t.requests.length;
    expect(await t.core.returnToSelf()).toMatchObject({ id: 1 });
    expect(calls(t.requests.slice(before))).toEqual([
      'GET /api/session?token=tok-remembered-1',
      'POST /api/session/token/revoke token=tok-remembered-1',
    ]);
    expect(t.requests[before]!.path).toBe('/tarkan/session/return');
    expect(sessions.at(-1)).toMatchObject({ user: { id: 1 }, impersonator: null });
    expect(t.store.data.has(STORAGE_KEYS.returnTo)).toBe(false);
  });

  it('[A5] where the server marks the session, goes back through /tarkan/session/return', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.loginAs({ userId: 7 });
    const returned = testCore({
      user: customer,
      devices: [],
      positions: [],
      cookie: true,
      extra: (r) =>
        r.path === '/tarkan/session/return' && r.method === 'POST' ? { body: manager } : undefined,
    });
    // The same store (the way back) in a core whose server has the companion's route.
    for (const [key, value] of t.store.data) await returned.store.set(key, value);
    await returned.core.restoreSession();
    expect(await returned.core.returnToSelf()).toMatchObject({ id: 1 });
    expect(
      returned.requests
        .filter((r) => r.path.includes('session'))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([
      'GET /api/session',
      'POST /tarkan/session/return',
      'POST /api/session/token/revoke',
    ]);
  });

  it('[A5] logging out while logged in as someone goes back, revokes, then ends the session', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.loginAs({ userId: 7 });
    const before = t.requests.length;
    await t.core.logout();
    expect(calls(t.requests.slice(before))).toEqual([
      'GET /api/session?token=tok-remembered-1',
      'POST /api/session/token/revoke token=tok-remembered-1',
      'DELETE /api/session',
    ]);
    expect(t.store.data.has(STORAGE_KEYS.returnTo)).toBe(false);
  });
});

describe('one-time codes', () => {
  it('[A6] a 401 asking for TOTP rejects with TOTP_REQUIRED; the code is posted; a wrong one is INVALID_TOTP_CODE', async () => {
    const t = testCore({
      user: manager,
      devices: [],
      positions: [],
      extra: (r) => {
        if (r.path !== '/api/session' || r.method !== 'POST') return undefined;
        const form = new URLSearchParams(r.body);
        if (!form.has('code'))
          return { status: 401, body: '', headers: { 'WWW-Authenticate': 'TOTP' } };
        if (form.get('code') !== '123456')
          return { status: 400, body: 'java.lang.SecurityException: User authorization failed' };
        return { body: manager };
      },
    });
    const input = { email: 'gerente', password: 'pw', remember: false };
    await expect(t.core.login(input)).rejects.toMatchObject({ code: 'TOTP_REQUIRED', status: 401 });
    await expect(t.core.login({ ...input, code: '000000' })).rejects.toMatchObject({
      code: 'INVALID_TOTP_CODE',
    });
    expect(await t.core.login({ ...input, code: ' 123456 ' })).toMatchObject({ id: 1 });
    const posted = t.requests.filter((r) => r.method === 'POST' && r.path === '/api/session');
    expect(posted.at(-1)!.body).toBe('email=gerente&password=pw&code=123456');
  });

  it('[A6] a plain 401 stays a wrong password', async () => {
    const t = testCore({
      user: manager,
      devices: [],
      positions: [],
      extra: (r) =>
        r.path === '/api/session' && r.method === 'POST'
          ? { status: 401, body: '', headers: { 'WWW-Authenticate': 'Basic realm="api"' } }
          : undefined,
    });
    await expect(
      t.core.login({ email: 'a', password: 'b', remember: false }),
    ).rejects.toMatchObject({ code: 'HTTP_401_UNAUTHORIZED' });
  });
});
