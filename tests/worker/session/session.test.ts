import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { device, position, user } from '../support/fixtures';

const ana = user({ id: 1, email: 'ana@example.com' });
const fleet = { user: ana, devices: [device(1), device(2)], positions: [position(1), position(2)] };

describe('session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[A1] loadServer publishes the server; a failure makes the session unavailable', async () => {
    const ok = testCore(fleet);
    const sessions = await ok.record('session');
    expect((await ok.core.loadServer()).version).toBe('6.14');
    expect(sessions.at(-1)?.server?.version).toBe('6.14');

    const down = testCore({
      ...fleet,
      extra: ({ path }) => (path === '/api/server' ? { status: 503, body: '' } : undefined),
    });
    const downSessions = await down.record('session');
    await expect(down.core.loadServer()).rejects.toMatchObject({ type: 'http', status: 503 });
    expect(downSessions.at(-1)?.status).toBe('unavailable');
  });

  it('[A1] restores a cookie session, then loads devices, positions and opens the socket', async () => {
    const t = testCore({ ...fleet, cookie: true });
    expect(await t.core.restoreSession()).toMatchObject({ id: 1 });
    await t.core.settled();
    const requests = t.requests.map((r) => `${r.method} ${r.path}?${r.query}`);
    // The fleet loads in order; other lists (geofences, groups…) load beside it.
    expect(requests.filter((r) => /\/api\/(session|devices|positions)\?/.test(r))).toEqual([
      'GET /api/session?',
      'GET /api/devices?',
      'GET /api/positions?id=10&id=20',
    ]);
    expect(requests).toEqual(expect.arrayContaining(['GET /api/geofences?', 'GET /api/groups?']));
    expect(t.sockets).toHaveLength(1);
    expect(t.sockets[0]!.url).toBe('wss://fleet.example.com/api/socket');
  });

  it('[A1] without a cookie session, uses the remembered token', async () => {
    const t = testCore({ ...fleet, tokens: ['tok-1'] });
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    expect(await t.core.restoreSession()).toMatchObject({ id: 1 });
    expect(t.requests[1]!.query.get('token')).toBe('tok-1');
  });

  it('[A1] a refused token is forgotten and the session is anonymous', async () => {
    const t = testCore({ ...fleet, tokens: [] });
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-stale');
    const sessions = await t.record('session');
    expect(await t.core.restoreSession()).toBeNull();
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
    expect(sessions.at(-1)).toMatchObject({ status: 'anonymous', user: null });
    expect(t.sockets).toHaveLength(0);
  });

  it('[A1] an unreachable server keeps the token and rejects', async () => {
    const t = testCore({ ...fleet, extra: () => ({ status: 502, body: 'Bad gateway' }) });
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await expect(t.core.restoreSession()).rejects.toMatchObject({ status: 502 });
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-1');
  });

  it('[A2] remember me stores a 30-day token and never the password', async () => {
    const t = testCore(fleet);
    await t.core.login({ email: ' ana@example.com ', password: 's3cret-pw', remember: true });
    const [loginRequest, tokenRequest] = t.requests;
    expect(loginRequest).toMatchObject({ method: 'POST', path: '/api/session' });
    expect(new URLSearchParams(loginRequest!.body)).toEqual(
      new URLSearchParams({ email: 'ana@example.com', password: 's3cret-pw' }),
    );
    expect(tokenRequest).toMatchObject({ method: 'POST', path: '/api/session/token' });
    expect(new URLSearchParams(tokenRequest!.body).get('expiration')).toBe(
      '2026-01-31T00:00:00.000+00:00',
    );
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-remembered-1');
    await t.core.settled();
    vi.advanceTimersByTime(10_000); // let snapshot saves happen too
    await t.core.settled();
    expect(JSON.stringify([...t.store.data.entries()])).not.toContain('s3cret-pw');
  });

  it('[A2] without remember me no token is requested and an old one is forgotten', async () => {
    const t = testCore(fleet);
    await t.store.set(STORAGE_KEYS.rememberedToken, 'old');
    await t.core.login({ email: 'ana@example.com', password: 'pw', remember: false });
    expect(t.requests.some((r) => r.path === '/api/session/token')).toBe(false);
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
  });

  it.each([
    ['empty e-mail', { email: ' ', password: 'pw' }],
    ['empty password', { email: 'a@b.c', password: '' }],
  ])('[A2] %s → FILL_ALL_FIELDS without a request', async (_, input) => {
    const t = testCore(fleet);
    await expect(t.core.login({ ...input, remember: false })).rejects.toEqual({
      type: 'validation',
      code: 'FILL_ALL_FIELDS',
      message: expect.any(String),
    });
    expect(t.requests).toHaveLength(0);
  });

  it.each([
    [401, '', 'HTTP_401_UNAUTHORIZED'],
    [400, 'java.lang.SecurityException: User is disabled', 'ACCOUNT_IS_DISABLED'],
  ])('[T2] login refused with %i → %s', async (status, body, code) => {
    const t = testCore({
      ...fleet,
      extra: ({ method }) => (method === 'POST' ? { status, body } : undefined),
    });
    await expect(
      t.core.login({ email: 'a@b.c', password: 'x', remember: true }),
    ).rejects.toMatchObject({
      type: 'http',
      code,
      status,
    });
    expect(t.store.data.size).toBe(0);
  });

  it('[A4] share token login; empty → FILL_ALL_FIELDS; refused → INVALID_LOGIN_DATA', async () => {
    const t = testCore({ ...fleet, tokens: ['share-1'] });
    await expect(t.core.loginWithToken({ token: '' })).rejects.toMatchObject({
      code: 'FILL_ALL_FIELDS',
    });
    await expect(t.core.loginWithToken({ token: 'nope' })).rejects.toMatchObject({
      type: 'http',
      code: 'INVALID_LOGIN_DATA',
      status: 401,
    });
    expect(await t.core.loginWithToken({ token: 'share-1' })).toMatchObject({ id: 1 });
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
  });

  it('[A3] logout deletes the session, revokes and forgets the token, closes the socket, clears the fleet', async () => {
    const t = testCore({ ...fleet, tokens: ['tok-1'] });
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await t.core.restoreSession();
    await t.core.settled();
    vi.advanceTimersByTime(250); // the list's data throttle
    t.sockets[0]!.open();
    const lists = await t.record('list');
    const sessions = await t.record('session');
    expect(lists.at(-1)!.total).toBe(2);

    await t.core.logout();
    const calls = t.requests.slice(-2).map((r) => `${r.method} ${r.path} ${r.body ?? ''}`);
    expect(calls).toEqual(['DELETE /api/session ', 'POST /api/session/token/revoke token=tok-1']);
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
    expect(t.store.data.has(STORAGE_KEYS.snapshot)).toBe(false);
    expect(t.sockets[0]!.closedWith).toBe(4000);
    expect(sessions.at(-1)).toMatchObject({ status: 'anonymous', user: null });
    expect(lists.at(-1)!.total).toBe(0);
  });

  it('[R1] no reconnect after logout', async () => {
    const t = testCore({ ...fleet, cookie: true });
    await t.core.restoreSession();
    await t.core.settled();
    t.sockets[0]!.open();
    await t.core.logout();
    t.sockets[0]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('[A3] a fleet load that finishes after logout is dropped', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = testCore({
      ...fleet,
      cookie: true,
      extra: ({ path }) =>
        path === '/api/devices' ? (gate.then(() => ({ body: fleet.devices })) as never) : undefined,
    });
    const lists = await slow.record('list');
    await slow.core.restoreSession();
    await slow.core.logout();
    release();
    await slow.core.settled();
    expect(lists.at(-1)!.total).toBe(0);
    expect(slow.sockets).toHaveLength(0);
  });
});
