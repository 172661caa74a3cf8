import { beforeAll, describe, expect, it } from 'vitest';
import { HIGHER_RANK_MESSAGE, setPermissionBit } from '@farol/model';
import {
  Client,
  createDevice,
  osmand,
  positionsOf,
  sleep,
  SocketClient,
  userClient,
  useTestServer,
} from './helpers';

const denied = (text: string) => `java.lang.SecurityException: ${text}`;

type Account = { client: Client; id: number };

describe('the reseller tree', () => {
  const server = useTestServer();
  /** Reseller R (limits: 6 users, 4 devices, 1 sub-reseller) → sub-reseller S → customer C. */
  let r: Account;
  let s: Account;
  let c: Account;
  /** Another reseller B with customer D: a tree of its own. */
  let b: Account;
  let d: Account;
  let cDevice: { id: number; uniqueId: string; name: string };
  let dDevice: { id: number; uniqueId: string; name: string };

  /** Creates a user as `by` (a manager or reseller) and logs them in. */
  async function createAs(by: Client, email: string, fields: Record<string, unknown> = {}) {
    const reply = await by.post('/api/users', {
      name: email,
      email,
      password: 'pass1234',
      ...fields,
    });
    if (reply.status !== 200) throw new Error(`${email}: ${reply.status} ${reply.text}`);
    const client = new Client(server.farol.url);
    await client.login(email, 'pass1234');
    return { client, id: reply.json().id as number };
  }

  const reseller = (domain: string, extra: Record<string, unknown> = {}) => ({
    'tarkan.reseller': true,
    'tarkan.domainReseller': domain,
    ...extra,
  });

  beforeAll(async () => {
    const { farol, admin } = server;
    r = await userClient(farol, admin, 'r@farol.test', {
      userLimit: 6,
      deviceLimit: 4,
      attributes: reseller('r.example.com', {
        'tarkan.subReseller': true,
        'tarkan.limitReseller': 1,
      }),
    });
    s = await createAs(r.client, 's@farol.test', {
      userLimit: 3,
      deviceLimit: 4,
      attributes: reseller('s.r.example.com'),
    });
    c = await createAs(s.client, 'c@farol.test');
    cDevice = await createDevice(c.client, 'C car', 'reseller-c-car');
    b = await userClient(farol, admin, 'b@farol.test', {
      userLimit: 5,
      attributes: reseller('b.example.com'),
    });
    d = await createAs(b.client, 'd@farol.test');
    dDevice = await createDevice(d.client, 'D car', 'reseller-d-car');
  });

  it('shows a reseller their whole tree: users at every level and their devices', async () => {
    const users = (await r.client.get('/api/users')).json() as { id: number }[];
    expect(users.map((user) => user.id).sort()).toEqual([s.id, c.id].sort());
    const devices = (await r.client.get('/api/devices')).json() as { id: number }[];
    expect(devices.map((device) => device.id)).toEqual([cDevice.id]);
    expect((await r.client.get(`/api/users/${c.id}`)).status).toBe(200);
    const renamed = await r.client.put(`/api/devices/${cDevice.id}`, { ...cDevice, name: 'By R' });
    expect(renamed.status).toBe(200);
    // A plain manager sees one level only (Traccar's rule): S's customer, not R.
    expect(
      ((await s.client.get('/api/users')).json() as { id: number }[]).map((u) => u.id),
    ).toEqual([c.id]);
  });

  it('keeps trees apart: neither reseller reaches the other tree, nor a customer upwards', async () => {
    expect((await r.client.get(`/api/users/${d.id}`)).text).toBe(denied('User access denied'));
    expect((await r.client.get(`/api/devices/${dDevice.id}`)).text).toBe(
      denied('Device access denied'),
    );
    expect((await r.client.get('/api/devices')).json()).not.toContainEqual(
      expect.objectContaining({ id: dDevice.id }),
    );
    expect((await b.client.get(`/api/users/${c.id}`)).text).toBe(denied('User access denied'));
    expect((await b.client.delete(`/api/devices/${cDevice.id}`)).text).toBe(
      denied('Device access denied'),
    );
    const dUser = (await server.admin.get(`/api/users/${d.id}`)).json();
    expect((await r.client.put(`/api/users/${d.id}`, { ...dUser, name: 'Taken' })).text).toBe(
      denied('User access denied'),
    );
    expect((await c.client.get(`/api/users/${r.id}`)).text).toBe(denied('User access denied'));
    expect((await c.client.get('/api/users')).text).toBe(denied('Manager access required'));
    expect((await b.client.get('/tarkan/reseller?userId=' + s.id)).text).toBe(
      denied('User access denied'),
    );
  });

  it('lets a sub-reseller have no more than its parent', async () => {
    const make = (fields: Record<string, unknown>, by = r.client) =>
      by.post('/api/users', {
        name: 'Sub',
        email: `sub-${Math.random().toString(36).slice(2)}@farol.test`,
        password: 'pass1234',
        ...fields,
      });
    expect((await make({ userLimit: 7 })).text).toBe(denied('userLimit: beyond your own'));
    expect((await make({ deviceLimit: 9 })).text).toBe(denied('deviceLimit: beyond your own'));
    expect(
      (
        await make({
          attributes: reseller('x.r.example.com', {
            'tarkan.subReseller': true,
            'tarkan.limitReseller': -1,
          }),
        })
      ).text,
    ).toBe(denied('limitReseller: beyond your own'));
    expect((await make({ attributes: reseller('elsewhere.example.com') })).text).toBe(
      denied('A sub-reseller domain must be under your own domain'),
    );
    // R's one sub-reseller is S: no second one.
    expect((await make({ attributes: reseller('t.r.example.com') })).text).toBe(
      denied('Reseller limit reached'),
    );
    // S may not make resellers at all, nor give limits beyond its own.
    expect((await make({ attributes: reseller('x.s.r.example.com') }, s.client)).text).toBe(
      denied('Sub-reseller access required'),
    );
    // A plain manager gives no limits; nobody a domain another reseller holds.
    const taken = await server.admin.post('/api/users', {
      name: 'Copy',
      email: 'copy@farol.test',
      password: 'pass1234',
      attributes: reseller('b.example.com'),
    });
    expect(taken.text).toBe('org.traccar.storage.StorageException: Reseller domain already in use');
    const badDomain = await server.admin.post('/api/users', {
      name: 'Bad',
      email: 'bad-domain@farol.test',
      password: 'pass1234',
      attributes: reseller('not a domain'),
    });
    expect(badDomain.status).toBe(400);
    expect(badDomain.text).toMatch(/attributes\.tarkan\.domainReseller: expected a domain name/);
  });

  it('refuses edits of a user of higher rank, with the sentence the client shows', async () => {
    const manager = await createAs(r.client, 'rank-manager@farol.test', { userLimit: 1 });
    // Even linked below a manager, a reseller outranks them.
    await server.admin.post('/api/permissions', { userId: manager.id, managedUserId: b.id });
    const bUser = (await server.admin.get(`/api/users/${b.id}`)).json();
    const reply = await manager.client.put(`/api/users/${b.id}`, { ...bUser, name: 'Demoted' });
    expect(reply.text).toBe(denied(HIGHER_RANK_MESSAGE));
    expect((await manager.client.get(`/api/session/${b.id}`)).text).toBe(
      denied(HIGHER_RANK_MESSAGE),
    );
    await server.admin.request('DELETE', '/api/permissions', {
      json: { userId: manager.id, managedUserId: b.id },
    });
    // Nobody changes their own reseller standing.
    const rUser = (await server.admin.get(`/api/users/${r.id}`)).json();
    const self = await r.client.put(`/api/users/${r.id}`, {
      ...rUser,
      attributes: { ...rUser.attributes, 'tarkan.limitReseller': 50 },
    });
    expect(self.text).toBe(denied('Write access denied'));
  });

  it('logs in as a user of the tree, with a way back, both in the audit log', async () => {
    const login = new Client(server.farol.url);
    await login.login('r@farol.test', 'pass1234');
    const as = await login.get(`/api/session/${c.id}`);
    expect(as.status).toBe(200);
    expect((await login.get('/api/session')).json().id).toBe(c.id);
    expect((await login.get('/tarkan/session')).json()).toEqual({
      userId: c.id,
      impersonatorId: r.id,
    });
    // What they do as C carries who really did it.
    const group = (await login.post('/api/groups', { name: 'Made as C' })).json();
    const back = await login.post('/tarkan/session/return', {});
    expect(back.status).toBe(200);
    expect((await login.get('/api/session')).json().id).toBe(r.id);
    expect((await login.get('/tarkan/session')).json()).toEqual({
      userId: r.id,
      impersonatorId: null,
    });
    expect((await login.post('/tarkan/session/return', {})).text).toMatch(
      /not opened with log in as/,
    );

    const log = (await r.client.get(`/tarkan/users/${c.id}/logs?limit=2`)).json();
    expect(log.map((e: { actionType: string }) => e.actionType)).toEqual(['create', 'impersonate']);
    expect(log[0]).toMatchObject({ objectId: group.id, userId: c.id, impersonatorId: r.id });
    expect(log[1]).toMatchObject({ code: 101, userId: r.id, objectId: c.id });
    const [returned] = (await r.client.get(`/tarkan/users/${r.id}/logs?limit=1`)).json();
    expect(returned).toMatchObject({
      actionType: 'login',
      userId: r.id,
      impersonatorId: null,
      before: { impersonatedUserId: c.id },
    });
  });

  it('refuses log in as outside one’s tree, upwards, and for plain users', async () => {
    expect((await b.client.get(`/api/session/${c.id}`)).text).toBe(denied('User access denied'));
    expect((await c.client.get(`/api/session/${r.id}`)).text).toBe(
      denied('Manager access required'),
    );
    expect((await s.client.get(`/api/session/${r.id}`)).text).toBe(denied('User access denied'));
    const adminId = (await server.admin.get('/api/session')).json().id;
    expect((await r.client.get(`/api/session/${adminId}`)).text).toBe(denied('User access denied'));
  });

  it("shows a reseller only their tree's audit entries", async () => {
    const log = (await r.client.get('/tarkan/server/logs')).json() as {
      userId: number | null;
      objectId: number;
      objectType: string;
    }[];
    const actors = new Set(log.map((entry) => entry.userId));
    expect(actors.has(c.id) && actors.has(s.id) && actors.has(r.id)).toBe(true);
    expect(actors.has(b.id) || actors.has(d.id)).toBe(false);
    expect((await r.client.get(`/tarkan/devices/${dDevice.id}/logs`)).text).toBe(
      denied('Device access denied'),
    );
    expect((await r.client.get(`/tarkan/users/${d.id}/logs`)).text).toBe(
      denied('User access denied'),
    );
    expect((await r.client.get(`/tarkan/devices/${cDevice.id}/logs`)).status).toBe(200);
  });
  it("streams the tree's devices to the reseller's socket, new ones included", async () => {
    const socket = await SocketClient.open(server.farol.url, { cookie: r.client.cookie });
    try {
      expect(await osmand(server.farol, { id: cDevice.uniqueId, lat: -23.51, lon: -46.61 })).toBe(
        200,
      );
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === cDevice.id));
      const fresh = await createDevice(c.client, 'C live', 'reseller-c-live');
      expect(await osmand(server.farol, { id: fresh.uniqueId, lat: -23.52, lon: -46.62 })).toBe(
        200,
      );
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === fresh.id));
      await c.client.delete(`/api/devices/${fresh.id}`);
      expect(await osmand(server.farol, { id: dDevice.uniqueId, lat: -23.5, lon: -46.6 })).toBe(
        200,
      );
      await sleep(300);
      expect(socket.received.flatMap(positionsOf).some((p) => p.deviceId === dDevice.id)).toBe(
        false,
      );
    } finally {
      await socket.close();
    }
  });

  it('lets nobody give a mask wider than their own', async () => {
    const current = (await server.admin.get('/api/server')).json();
    const on = (enabled: boolean) =>
      server.admin.put('/api/server', {
        ...current,
        attributes: { ...current.attributes, 'tarkan.enableAdvancedPerms': enabled },
      });
    const rUser = (await server.admin.get(`/api/users/${r.id}`)).json();
    const rMask = [16, 17, 18].reduce((mask, bit) => setPermissionBit(mask, bit, true), '');
    await server.admin.put(`/api/users/${r.id}`, {
      ...rUser,
      attributes: { ...rUser.attributes, 'tarkan.advancedPerms': rMask },
    });
    await on(true);
    try {
      const sUser = (await r.client.get(`/api/users/${s.id}`)).json();
      const wider = await r.client.put(`/api/users/${s.id}`, {
        ...sUser,
        attributes: {
          ...sUser.attributes,
          'tarkan.advancedPerms': setPermissionBit(rMask, 8, true),
        },
      });
      expect(wider.text).toBe(denied('tarkan.advancedPerms: beyond your own'));
      const narrower = await r.client.put(`/api/users/${s.id}`, {
        ...sUser,
        attributes: {
          ...sUser.attributes,
          'tarkan.advancedPerms': setPermissionBit(null, 16, true),
        },
      });
      expect(narrower.status).toBe(200);
    } finally {
      await on(false);
      await server.admin.put(`/api/users/${r.id}`, rUser);
    }
  });

  it('holds the reseller limits across the whole tree', async () => {
    // R: 4 devices across the tree. C has 1; S adds 2 and C 1: R's tree (and S's) is full.
    await createDevice(s.client, 'S one', 'reseller-s-1');
    await createDevice(s.client, 'S two', 'reseller-s-2');
    await createDevice(c.client, 'C two', 'reseller-c-2');
    const usage = (await r.client.get('/tarkan/reseller')).json();
    expect(usage).toMatchObject({ devices: { used: 4, limit: 4 }, users: { limit: 6 } });
    const over = await c.client.post('/api/devices', { name: 'C three', uniqueId: 'reseller-c-3' });
    expect(over.text).toBe(denied('User device limit reached'));
    expect((await c.client.get('/api/server')).headers.get('deviceLimit')).toBe('0');
    // Linking a device the tree already holds moves it, and is allowed.
    const moved = await r.client.post('/api/permissions', { userId: s.id, deviceId: cDevice.id });
    expect(moved.status).toBe(204);

    // R: 6 users across the tree. S may make 3 of its own, but R's tree has room for 4 more.
    for (const n of [1, 2]) await createAs(s.client, `s-customer-${n}@farol.test`);
    await createAs(r.client, 'r-customer-1@farol.test');
    await createAs(c.client, 'c-sub@farol.test').catch(() => undefined);
    const tree = (await r.client.get('/tarkan/reseller')).json().users.used as number;
    for (let n = tree; n < 6; n++) await createAs(r.client, `r-fill-${n}@farol.test`);
    const full = await s.client.post('/api/users', {
      name: 'Over',
      email: 'over@farol.test',
      password: 'pass1234',
    });
    expect(full.text).toBe(denied('Manager user limit reached'));
  });
});
