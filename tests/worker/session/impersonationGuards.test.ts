/** [A5] Log in as: what is refused before any request, and what a reload and a second hop keep. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/worker/kernel/storageKeys';
import { testCore } from '../support/core';
import { memoryStore, type RecordedRequest } from '../support/fakes';
import { device, position, user } from '../support/fixtures';

const manager = user({ id: 1, name: 'Gerente', userLimit: -1 });
const customers = new Map([7, 9].map((id) => [id, user({ id, name: `Cliente ${id}` })]));

/** The manager's cookie session, which can become customer 7 or 9; `store` outlives a reload. */
function server(store = memoryStore(), returnRoute = 404) {
  let current = manager;
  return testCore(
    {
      user: manager,
      devices: [device(1)],
      positions: [position(1)],
      cookie: true,
      extra: (r: RecordedRequest) => {
        const borrowed = customers.get(Number(r.path.split('/').at(-1)));
        if (r.path.startsWith('/api/session/') && borrowed) {
          current = borrowed;
          return { body: borrowed };
        }
        if (r.path === '/tarkan/session/return') return { status: returnRoute, body: '' };
        if (r.path === '/api/session' && r.method === 'GET') {
          const token = r.query.get('token');
          if (token === 'tok-remembered-1') current = manager;
          return { body: current };
        }
        return undefined;
      },
    },
    { store },
  );
}

describe('log in as: guards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('[A5] signed out, or as oneself, is refused without a request', async () => {
    const t = server();
    await expect(t.core.loginAs({ userId: 7 })).rejects.toMatchObject({
      code: 'USER_NOT_AUTHED',
    });
    await t.core.restoreSession();
    await t.core.settled();
    const before = t.requests.length;
    await expect(t.core.loginAs({ userId: 1 })).rejects.toMatchObject({ code: 'SAME_USER' });
    expect(t.requests.length).toBe(before);
  });

  it('[A5] going back when logged in as nobody is refused', async () => {
    const t = server();
    await t.core.restoreSession();
    await expect(t.core.returnToSelf()).rejects.toMatchObject({ code: 'NOT_IMPERSONATING' });
  });

  it('[A5] a second hop keeps the way back to the first account; no second token', async () => {
    const t = server();
    await t.core.restoreSession();
    await t.core.loginAs({ userId: 7 });
    const sessions = await t.record('session');
    await t.core.loginAs({ userId: 9 });
    expect(sessions.at(-1)).toMatchObject({ user: { id: 9 }, impersonator: { id: 1 } });
    expect(t.requests.filter((r) => r.path === '/api/session/token')).toHaveLength(1);
  });

  it('[A5] a way back that belongs to the restored account itself is revoked and forgotten', async () => {
    const store = memoryStore();
    await store.set(STORAGE_KEYS.returnTo, { token: 'tok-old', id: 1, name: 'Gerente' });
    const t = server(store);
    const sessions = await t.record('session');
    await t.core.restoreSession();
    expect(sessions.at(-1)).toMatchObject({ user: { id: 1 } });
    expect(sessions.at(-1)?.impersonator ?? null).toBeNull();
    const revoked = t.requests.filter((r) => r.path === '/api/session/token/revoke');
    expect(revoked.map((r) => r.body)).toEqual(['token=tok-old']);
    expect(store.data.has(STORAGE_KEYS.returnTo)).toBe(false);
  });

  it('[A5] after a reload, a way back held for another account shows who logged in', async () => {
    const store = memoryStore();
    await store.set(STORAGE_KEYS.returnTo, { token: 'tok-old', id: 3, name: 'Outro' });
    const t = server(store);
    const sessions = await t.record('session');
    await t.core.restoreSession();
    expect(sessions.at(-1)).toMatchObject({ user: { id: 1 }, impersonator: { id: 3 } });
  });

  it('[A5] going back fails when the return route fails for another reason than a missing route', async () => {
    const t = server(memoryStore(), 500);
    await t.core.restoreSession();
    await t.core.loginAs({ userId: 7 });
    await expect(t.core.returnToSelf()).rejects.toMatchObject({ status: 500 });
    expect(t.requests.some((r) => r.query.get('token') === 'tok-remembered-1')).toBe(false);
  });
});
