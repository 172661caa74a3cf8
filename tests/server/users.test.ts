import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  ADMIN,
  Client,
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
} from './helpers';

describe('registration rules', () => {
  let farol: Farol;
  let dir: string;

  beforeEach(async () => {
    dir = tempDir();
    // No bootstrap administrator: the first registration becomes one, as in Traccar.
    farol = await startTestServer(dir, { adminEmail: '' });
  });
  afterEach(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('makes the first user ever an administrator, then refuses sign-ups while registration is off', async () => {
    const anonymous = new Client(farol.url);
    expect((await anonymous.get('/api/server')).json().newServer).toBe(true);

    const first = await anonymous.post('/api/users', {
      name: 'First',
      email: 'first@farol.test',
      password: 'pass1234',
    });
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ administrator: true, deviceLimit: -1, password: null });
    expect((await anonymous.get('/api/server')).json().newServer).toBe(false);

    const second = await anonymous.post('/api/users', {
      name: 'Second',
      email: 'second@farol.test',
      password: 'pass1234',
    });
    expect(second.status).toBe(400);
    expect(second.text).toBe('java.lang.SecurityException: Registration disabled');

    const admin = new Client(farol.url);
    await admin.login('first@farol.test', 'pass1234');
    const server = (await admin.get('/api/server')).json();
    expect((await admin.put('/api/server', { ...server, registration: true })).status).toBe(200);

    const third = await anonymous.post('/api/users', {
      name: 'Third',
      email: 'third@farol.test',
      password: 'pass1234',
    });
    expect(third.status).toBe(200);
    expect(third.json()).toMatchObject({ administrator: false, deviceLimit: -1, userLimit: 0 });

    const sneaky = await anonymous.post('/api/users', {
      name: 'Sneaky',
      email: 'sneaky@farol.test',
      password: 'pass1234',
      administrator: true,
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.text).toBe('java.lang.SecurityException: Administrator access required');
  });

  it('validates the body with zod and writes nothing on failure', async () => {
    const anonymous = new Client(farol.url);
    const short = await anonymous.post('/api/users', {
      name: 'Al',
      email: 'al@farol.test',
      password: 'pass1234',
    });
    expect(short.status).toBe(400);
    expect(short.text).toMatch(
      /^java\.lang\.IllegalArgumentException: name: name must have at least 3/,
    );
    const noPassword = await anonymous.post('/api/users', {
      name: 'Alice',
      email: 'alice@farol.test',
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.text).toMatch(/^java\.lang\.IllegalArgumentException: password/);
    expect((await anonymous.get('/api/server')).json().newServer).toBe(true);
  });
});

describe('users and ranks', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;

  beforeEach(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterEach(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('rejects a duplicate e-mail with a StorageException', async () => {
    const again = await admin.post('/api/users', {
      name: 'Copy',
      email: ADMIN.email,
      password: 'pass1234',
    });
    expect(again.status).toBe(400);
    expect(again.text).toMatch(/^org\.traccar\.storage\.StorageException: /);
  });

  it('lets only administrators change rank fields, and never returns the password', async () => {
    const { client, id } = await userClient(farol, admin, 'plain@farol.test');
    const me = (await client.get(`/api/users/${id}`)).json();
    expect(me.password).toBeNull();

    const promote = await client.put(`/api/users/${id}`, { ...me, administrator: true });
    expect(promote.status).toBe(400);
    expect(promote.text).toBe('java.lang.SecurityException: Administrator access required');
    const limit = await client.put(`/api/users/${id}`, { ...me, deviceLimit: 100 });
    expect(limit.text).toBe('java.lang.SecurityException: Administrator access required');

    // A password is optional on PUT; a new one replaces the old.
    expect(
      (await client.put(`/api/users/${id}`, { ...me, name: 'Plain Renamed' })).json().name,
    ).toBe('Plain Renamed');
    expect((await client.put(`/api/users/${id}`, { ...me, password: 'newpass99' })).status).toBe(
      200,
    );
    await new Client(farol.url).login('plain@farol.test', 'newpass99');

    const byAdmin = await admin.put(`/api/users/${id}`, { ...me, deviceLimit: 5 });
    expect(byAdmin.json().deviceLimit).toBe(5);
  });

  it('shows admins every user, managers their managed users, and plain users nothing', async () => {
    const manager = await userClient(farol, admin, 'manager@farol.test', { userLimit: 2 });
    const plain = await userClient(farol, admin, 'plain2@farol.test');

    const created = await manager.client.post('/api/users', {
      name: 'Managed',
      email: 'managed@farol.test',
      password: 'pass1234',
    });
    expect(created.status).toBe(200);
    const managedId = created.json().id;

    const managerList = (await manager.client.get('/api/users')).json() as { email: string }[];
    expect(managerList.map((u) => u.email)).toEqual(['managed@farol.test']);
    expect((await manager.client.get(`/api/users/${managedId}`)).status).toBe(200);
    expect((await manager.client.get(`/api/users/${plain.id}`)).text).toBe(
      'java.lang.SecurityException: User access denied',
    );

    const adminList = (await admin.get('/api/users')).json() as { email: string }[];
    expect(adminList.map((u) => u.email)).toEqual(
      expect.arrayContaining([
        ADMIN.email,
        'manager@farol.test',
        'plain2@farol.test',
        'managed@farol.test',
      ]),
    );

    const denied = await plain.client.get('/api/users');
    expect(denied.status).toBe(400);
    expect(denied.text).toBe('java.lang.SecurityException: Manager access required');

    await manager.client.post('/api/users', {
      name: 'Managed 2',
      email: 'managed2@farol.test',
      password: 'pass1234',
    });
    const over = await manager.client.post('/api/users', {
      name: 'Managed 3',
      email: 'managed3@farol.test',
      password: 'pass1234',
    });
    expect(over.text).toBe('java.lang.SecurityException: Manager user limit reached');
  });

  it('deletes a user with 204; an admin then gets 404, a plain user "User access denied"', async () => {
    const { id } = await userClient(farol, admin, 'gone@farol.test');
    expect((await admin.delete(`/api/users/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/users/${id}`)).status).toBe(404);
    const other = await userClient(farol, admin, 'other@farol.test');
    const foreign = await other.client.get(`/api/users/${id}`);
    expect(foreign.status).toBe(400);
    expect(foreign.text).toBe('java.lang.SecurityException: User access denied');
  });
});
