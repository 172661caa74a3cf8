/**
 * [A1]–[A4] The session's failure paths: what the server answers decides between "no session",
 * "refused token" and "the server cannot be asked", and the client keeps or drops the token by it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import type { RecordedRequest, Reply } from '../support/fakes';
import { testCore } from '../support/core';
import { device, position, user } from '../support/fixtures';

const ana = user({ id: 1, email: 'ana@example.com' });
const fleet = { user: ana, devices: [device(1)], positions: [position(1)] };
const withToken = (r: RecordedRequest) => r.path === '/api/session' && r.query.has('token');

/** What fetch does when the network is down. */
const offline = (): Reply => {
  throw new TypeError('Failed to fetch');
};

/** A core whose server answers `reply(request)` first, the small fleet otherwise. */
function core(reply: (r: RecordedRequest) => Reply | undefined, tokens = ['tok-1']) {
  return testCore({ ...fleet, tokens, extra: reply });
}

describe('session failures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[A1] a cookie check the server cannot answer rejects without spending the token', async () => {
    const t = core((r) =>
      r.path === '/api/session' && !r.query.has('token') ? { status: 503, body: '' } : undefined,
    );
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await expect(t.core.restoreSession()).rejects.toMatchObject({ status: 503 });
    expect(t.requests.some(withToken)).toBe(false);
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-1');
  });

  it('[A1] a 401 on the cookie check is no session, as a 404 is: the token is used', async () => {
    const t = core((r) =>
      r.path === '/api/session' && !r.query.has('token') ? { status: 401, body: '' } : undefined,
    );
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    expect(await t.core.restoreSession()).toMatchObject({ id: 1 });
  });

  it('[A1] a server error on the token keeps the token and rejects', async () => {
    const t = core((r) => (withToken(r) ? { status: 500, body: '' } : undefined));
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await expect(t.core.restoreSession()).rejects.toMatchObject({ status: 500 });
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-1');
  });

  it('[A1] a network failure on the token keeps the token and rejects', async () => {
    const t = core((r) => (withToken(r) ? offline() : undefined));
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await expect(t.core.restoreSession()).rejects.toMatchObject({ type: 'network' });
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-1');
  });

  it('[A1] a stored token that is not text is never sent', async () => {
    const t = core(() => undefined);
    await t.store.set(STORAGE_KEYS.rememberedToken, 42);
    expect(await t.core.restoreSession()).toBeNull();
    expect(t.requests.some(withToken)).toBe(false);
  });

  it('[A2] signing in works when the 30-day token cannot be had; none is stored', async () => {
    const t = core((r) =>
      r.path === '/api/session/token' ? { status: 500, body: '' } : undefined,
    );
    const sessions = await t.record('session');
    const signedIn = await t.core.login({
      email: 'ana@example.com',
      password: 'pw',
      remember: true,
    });
    expect(signedIn).toMatchObject({ id: 1 });
    expect(sessions.at(-1)).toMatchObject({ status: 'authenticated', user: { id: 1 } });
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
  });

  it('[A2] the remembered token is stored without the blanks around it', async () => {
    const t = core((r) => (r.path === '/api/session/token' ? { body: ' tok-9\n' } : undefined));
    await t.core.login({ email: 'ana@example.com', password: 'pw', remember: true });
    expect(t.store.data.get(STORAGE_KEYS.rememberedToken)).toBe('tok-9');
  });

  it('[A4] a pasted share token with blanks around it signs in', async () => {
    const t = core(() => undefined, ['share-1']);
    expect(await t.core.loginWithToken({ token: '  share-1 \n' })).toMatchObject({ id: 1 });
    expect(t.requests.find(withToken)?.query.get('token')).toBe('share-1');
  });

  it('[A4] a server error on a share token is not INVALID_LOGIN_DATA', async () => {
    const t = core((r) => (withToken(r) ? { status: 500, body: '' } : undefined));
    const refusal = await t.core.loginWithToken({ token: 'share-1' }).catch((error) => error);
    expect(refusal).toMatchObject({ type: 'http', status: 500 });
    expect(refusal.code).not.toBe('INVALID_LOGIN_DATA');
  });

  it('[A4] a share token the network cannot carry is not INVALID_LOGIN_DATA', async () => {
    const t = core((r) => (withToken(r) ? offline() : undefined));
    const refusal = await t.core.loginWithToken({ token: 'share-1' }).catch((error) => error);
    expect(refusal).toMatchObject({ type: 'network' });
    expect(refusal.code).not.toBe('INVALID_LOGIN_DATA');
  });

  it('[A3] logout with no server session left (401) ends quietly', async () => {
    const t = core((r) => (r.method === 'DELETE' ? { status: 401, body: '' } : undefined));
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await t.core.restoreSession();
    const sessions = await t.record('session');
    await t.core.logout();
    expect(sessions.at(-1)).toMatchObject({ status: 'anonymous', user: null });
  });

  it('[A3] logout the server fails rejects, yet signs out here, revokes and forgets the token', async () => {
    const t = core((r) => (r.method === 'DELETE' ? { status: 500, body: '' } : undefined));
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await t.core.restoreSession();
    const sessions = await t.record('session');
    await expect(t.core.logout()).rejects.toMatchObject({ status: 500 });
    expect(sessions.at(-1)).toMatchObject({ status: 'anonymous', user: null });
    expect(t.requests.at(-1)).toMatchObject({ path: '/api/session/token/revoke' });
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
  });

  it('[A3] a revoke that fails still signs out and forgets the token', async () => {
    const t = core((r) =>
      r.path === '/api/session/token/revoke' ? { status: 500, body: '' } : undefined,
    );
    await t.store.set(STORAGE_KEYS.rememberedToken, 'tok-1');
    await t.core.restoreSession();
    await t.core.logout();
    expect(t.store.data.has(STORAGE_KEYS.rememberedToken)).toBe(false);
  });
});
