import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest, Reply } from '../support/fakes';
import { testCore } from '../support/core';
import { options } from '../support/smallFleet';

async function core(route: (request: RecordedRequest) => Reply | undefined) {
  const seen: RecordedRequest[] = [];
  const t = testCore({
    ...options,
    extra: (request) => {
      const reply = route(request);
      if (reply) seen.push(request);
      return reply;
    },
  });
  await t.core.restoreSession();
  await t.core.settled();
  return { ...t, seen };
}

describe('settings and lookups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[AD8] reads the type lists the forms offer', async () => {
    const t = await core((r) => {
      if (r.path === '/api/notifications/types') return { body: [{ type: 'alarm' }] };
      if (r.path === '/api/notifications/notificators') return { body: [{ type: 'web' }] };
      if (r.path === '/api/commands/types') {
        return { body: r.query.get('deviceId') ? [{ type: 'custom' }] : [{ type: 'engineStop' }] };
      }
      return undefined;
    });
    expect(await t.core.notificationTypes()).toEqual(['alarm']);
    expect(await t.core.notificators()).toEqual(['web']);
    expect(await t.core.commandTypes()).toEqual(['engineStop']);
    expect(await t.core.commandTypes({ deviceId: 3 })).toEqual(['custom']);
    const last = t.seen.at(-1)!;
    expect([last.query.get('deviceId'), last.query.get('textChannel')]).toEqual(['3', 'false']);
    await t.core.commandTypes({ deviceId: 3, textChannel: true });
    expect(t.seen.at(-1)!.query.get('textChannel')).toBe('true');
    await t.core.commandTypes();
    expect([...t.seen.at(-1)!.query.keys()]).toEqual([]);
  });

  it('[AD8] sends test notifications and evaluates computed attributes', async () => {
    let answer: Reply = { body: 42.5 };
    const t = await core((r) => {
      if (r.path.startsWith('/api/notifications/test')) return { status: 204, body: '' };
      if (r.path === '/api/attributes/computed/test') return answer;
      return undefined;
    });
    await t.core.testNotification();
    await t.core.testNotification({ notificator: 'mail' });
    expect(t.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/notifications/test',
      'POST /api/notifications/test/mail',
    ]);
    const attribute = { expression: 'speed * 1.852', type: 'number' as const };
    expect(await t.core.testComputed({ deviceId: 2, attribute })).toBe(42.5);
    expect(t.seen.at(-1)!.query.get('deviceId')).toBe('2');
    expect(t.seen.at(-1)!.method).toBe('POST');
    expect(JSON.parse(t.seen.at(-1)!.body!)).toMatchObject({ ...attribute, id: 0 });
    answer = { body: 'fast' };
    expect(await t.core.testComputed({ deviceId: 2, attribute })).toBe('fast');
    answer = { status: 204, body: '' };
    expect(await t.core.testComputed({ deviceId: 2, attribute })).toBeNull();
    answer = { status: 200, body: '' };
    expect(await t.core.testComputed({ deviceId: 2, attribute })).toBeNull();
    answer = { body: { total: 3 } };
    expect(await t.core.testComputed({ deviceId: 2, attribute: { ...attribute, id: 7 } })).toEqual({
      total: 3,
    });
    expect(JSON.parse(t.seen.at(-1)!.body!)).toMatchObject({ id: 7 });
  });

  it('[ST1] a saved server becomes the session server; restart posts', async () => {
    const t = await core((r) => {
      if (r.path === '/api/server' && r.method === 'PUT') return { body: JSON.parse(r.body!) };
      if (r.path === '/api/server/restart') return { status: 204, body: '' };
      return undefined;
    });
    const server = await t.core.loadServer();
    const sessions = await t.record('session');
    await t.core.saveServer({ server: { ...server, registration: true, zoom: 9 } });
    expect(sessions.at(-1)!.server).toMatchObject({ registration: true, zoom: 9 });
    await t.core.restartServer();
    expect(t.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/server',
      'POST /api/server/restart',
    ]);
  });

  it('[ST2] saving the account updates the session user, with the password only when given', async () => {
    const t = await core((r) =>
      r.path === `/api/users/${options.user.id}` && r.method === 'PUT'
        ? { body: { ...JSON.parse(r.body!), password: null } }
        : undefined,
    );
    const sessions = await t.record('session');
    const user = sessions.at(-1)!.user!;
    await t.core.saveAccount({ user: { ...user, attributes: { speedUnit: 'mph' } } });
    expect(JSON.parse(t.seen[0]!.body!)).not.toHaveProperty('password');
    expect(sessions.at(-1)!.user!.attributes).toEqual({ speedUnit: 'mph' });
    await t.core.saveAccount({ user, password: 'new-secret' });
    expect(JSON.parse(t.seen[1]!.body!).password).toBe('new-secret');
  });

  it('[ST3] an API token is asked for with its expiration and read from the raw answer', async () => {
    let answer = 'raw-token_123';
    const t = await core((r) => (r.path === '/api/session/token' ? { body: answer } : undefined));
    const expiration = Date.UTC(2026, 11, 25, 12, 0, 0);
    expect(await t.core.createApiToken({ expiration })).toBe('raw-token_123');
    const sent = new URLSearchParams(t.seen[0]!.body!);
    expect(new Date(sent.get('expiration')!).getTime()).toBe(expiration);
    answer = '"quoted-token"';
    expect(await t.core.createApiToken({ expiration })).toBe('quoted-token');
  });

  it('[ST4] a push token joins notificationTokens once, and the session user follows', async () => {
    const t = await core((r) =>
      r.path === `/api/users/${options.user.id}` && r.method === 'PUT'
        ? { body: { ...JSON.parse(r.body!), password: null } }
        : undefined,
    );
    const sessions = await t.record('session');
    await t.core.saveAccount({
      user: { ...sessions.at(-1)!.user!, attributes: { notificationTokens: 'phone-1' } },
    });
    await t.core.addNotificationToken({ token: 'browser-2' });
    expect(JSON.parse(t.seen[1]!.body!).attributes).toEqual({
      notificationTokens: 'phone-1,browser-2',
    });
    expect(JSON.parse(t.seen[1]!.body!)).not.toHaveProperty('password');
    expect(sessions.at(-1)!.user!.attributes.notificationTokens).toBe('phone-1,browser-2');
    await t.core.addNotificationToken({ token: 'browser-2' });
    expect(t.seen).toHaveLength(2);
  });
});
