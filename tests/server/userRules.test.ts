import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { HIGHER_RANK_MESSAGE } from '@farol/model';
import { ADMIN_REQUIRED, denied, WRITE_DENIED } from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

describe('managers, self-service and ranks', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let manager: { client: Client; id: number };

  const newUser = (client: Client, email: string, extra: Record<string, unknown> = {}) =>
    client.post('/api/users', { name: email, email, password: 'pass1234', ...extra });
  const read = async (id: number) => (await admin.get(`/api/users/${id}`)).json();

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    manager = await userClient(farol, admin, 'boss@farol.test', {
      userLimit: 2,
      expirationTime: '2030-01-01T00:00:00Z',
    });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('lets a manager create users up to userLimit, each managed by them', async () => {
    const first = await newUser(manager.client, 'm1@farol.test');
    const second = await newUser(manager.client, 'm2@farol.test');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await newUser(manager.client, 'm3@farol.test');
    expect(third.status).toBe(400);
    expect(third.text).toBe('java.lang.SecurityException: Manager user limit reached');
    const listed = (await manager.client.get('/api/users')).json() as { email: string }[];
    expect(listed.map((u) => u.email).sort()).toEqual(['m1@farol.test', 'm2@farol.test']);
  });

  it('refuses rank fields from a manager, on create and on update', async () => {
    for (const extra of [{ administrator: true }, { userLimit: 3 }, { deviceLimit: 5 }]) {
      const reply = await newUser(
        manager.client,
        `rank-${Object.keys(extra)[0]}@farol.test`,
        extra,
      );
      expect(reply.text).toBe(ADMIN_REQUIRED);
    }
    const managed = (await manager.client.get('/api/users')).json()[0];
    for (const change of [{ administrator: true }, { deviceLimit: 3 }, { userLimit: 1 }]) {
      const reply = await manager.client.put(`/api/users/${managed.id}`, { ...managed, ...change });
      expect(reply.text).toBe(ADMIN_REQUIRED);
    }
    expect(await read(managed.id)).toMatchObject({ administrator: false, userLimit: 0 });
  });

  it('lets a manager restrict a managed user, but not beyond their own expiration', async () => {
    const managed = (await manager.client.get('/api/users')).json()[0];
    const restricted = await manager.client.put(`/api/users/${managed.id}`, {
      ...managed,
      readonly: true,
      expirationTime: '2029-06-01T00:00:00Z',
    });
    expect(restricted.status).toBe(200);
    expect(restricted.json()).toMatchObject({ readonly: true });
    const beyond = await manager.client.put(`/api/users/${managed.id}`, {
      ...restricted.json(),
      expirationTime: '2031-01-01T00:00:00Z',
    });
    expect(beyond.text).toBe(ADMIN_REQUIRED);
    const never = await manager.client.put(`/api/users/${managed.id}`, {
      ...restricted.json(),
      expirationTime: null,
    });
    expect(never.text).toBe(ADMIN_REQUIRED);
  });

  it('keeps a manager away from users they do not manage, and from administrators', async () => {
    const stranger = await userClient(farol, admin, 'stranger@farol.test');
    const strangerUser = await read(stranger.id);
    const reply = await manager.client.put(`/api/users/${stranger.id}`, {
      ...strangerUser,
      name: 'Renamed',
    });
    expect(reply.text).toBe(denied('User'));
    expect((await manager.client.delete(`/api/users/${stranger.id}`)).text).toBe(denied('User'));
    // Even linked to an administrator, a manager cannot edit a higher rank.
    const adminId = (await admin.get('/api/session')).json().id;
    await admin.post('/api/permissions', { userId: manager.id, managedUserId: adminId });
    const adminUser = await read(adminId);
    const escalate = await manager.client.put(`/api/users/${adminId}`, {
      ...adminUser,
      password: 'taken-over',
    });
    const rank = `java.lang.SecurityException: ${HIGHER_RANK_MESSAGE}`;
    expect(escalate.text).toBe(rank);
    expect((await manager.client.delete(`/api/users/${adminId}`)).text).toBe(rank);
    await admin.request('DELETE', '/api/permissions', {
      json: { userId: manager.id, managedUserId: adminId },
    });
  });

  it('lets users edit their own profile, never their own restrictions', async () => {
    const plain = await userClient(farol, admin, 'self@farol.test');
    const me = await read(plain.id);
    const renamed = await plain.client.put(`/api/users/${plain.id}`, {
      ...me,
      name: 'Self Made',
      attributes: { speedUnit: 'kmh' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Self Made', attributes: { speedUnit: 'kmh' } });
    for (const change of [{ readonly: true }, { disabled: true }, { deviceReadonly: true }]) {
      const reply = await plain.client.put(`/api/users/${plain.id}`, { ...me, ...change });
      expect(reply.text).toBe(ADMIN_REQUIRED);
    }
  });

  it('lets a read-only user save only their notification tokens', async () => {
    const reader = await userClient(farol, admin, 'reader@farol.test', { readonly: true });
    const me = await read(reader.id);
    const tokens = await reader.client.put(`/api/users/${reader.id}`, {
      ...me,
      attributes: { ...me.attributes, notificationTokens: 'fcm-token-1' },
    });
    expect(tokens.status).toBe(200);
    const rename = await reader.client.put(`/api/users/${reader.id}`, { ...me, name: 'Other' });
    expect(rename.text).toBe(WRITE_DENIED);
    expect((await read(reader.id)).name).toBe('reader@farol.test');
  });

  it('validates user bodies, naming the field', async () => {
    const reply = await admin.post('/api/users', { name: 'Al', email: 'x@y.z', password: 'p' });
    expect(reply.status).toBe(400);
    expect(reply.text).toBe(
      'java.lang.IllegalArgumentException: name: name must have at least 3 characters',
    );
  });
});
