import { describe, expect, it } from 'vitest';
import { formatTraccarDate } from '@farol/model';
import { Client, createDevice, osmand, userClient, useTestServer } from './helpers';
import { readRows } from './support/database';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const firstLine = (text: string) => text.split('\n', 1)[0];

describe("Traccar's share links (POST /api/share/device|group)", () => {
  const server = useTestServer();

  /** A share request as traccar-web's SharePage sends it: a form body. */
  const shareForm = (client: Client, type: 'device' | 'group', fields: Record<string, string>) =>
    client.request('POST', `/api/share/${type}`, { form: fields });
  const visitor = async (token: string) => {
    const client = new Client(server.farol.url);
    const reply = await client.get(`/api/session?token=${encodeURIComponent(token)}`);
    return { client, reply };
  };
  const userCount = async () =>
    Number((await readRows<{ n: number }>(server.dir, 'SELECT count(*) AS n FROM users'))[0]!.n);

  it('shares a device: the text answer is a token that signs a visitor in to that device alone', async () => {
    const { admin, farol } = server;
    const owner = await userClient(farol, admin, 'sl-owner1@farol.test');
    const shared = await createDevice(owner.client, 'Van 1', 'sl-dev-1');
    const other = await createDevice(owner.client, 'Van 2', 'sl-dev-2');
    for (const device of [shared, other]) {
      expect(await osmand(farol, { id: device.uniqueId, lat: -23.5, lon: -46.6 })).toBe(200);
    }
    const expiration = inHours(2);
    const reply = await shareForm(owner.client, 'device', {
      deviceId: String(shared.id),
      expiration,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    const token = reply.text;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const { client, reply: session } = await visitor(token);
    expect(session.status, session.text).toBe(200);
    expect(session.json()).toMatchObject({ readonly: true, attributes: { isShared: owner.id } });
    const devices = (await client.get('/api/devices')).json() as { id: number }[];
    expect(devices.map((device) => device.id)).toEqual([shared.id]);
    expect((await client.get(`/api/devices/${other.id}`)).status).toBe(400);

    // The same model as the companion API's shares: listed for its owner, expiring, revocable.
    const listed = (await owner.client.get(`/tarkan/shares?deviceId=${shared.id}`)).json();
    expect(listed).toEqual([
      expect.objectContaining({
        deviceId: shared.id,
        token,
        ownerId: owner.id,
        expirationTime: formatTraccarDate(Date.parse(expiration)),
      }),
    ]);
    expect((await owner.client.delete(`/tarkan/shares/${listed[0].id}`)).status).toBe(204);
    expect((await client.get('/api/devices')).status).toBe(401);
    expect((await visitor(token)).reply.status).toBe(401);
  });

  it("shares a group: the visitor sees the group's devices, nothing else", async () => {
    const { admin, farol } = server;
    const owner = await userClient(farol, admin, 'sl-owner2@farol.test');
    const group = (await owner.client.post('/api/groups', { name: 'Frota Sul' })).json();
    const inGroup = await createDevice(owner.client, 'Caminhão S1', 'sl-dev-3');
    const outside = await createDevice(owner.client, 'Caminhão N1', 'sl-dev-4');
    const moved = await owner.client.put(`/api/devices/${inGroup.id}`, {
      ...inGroup,
      groupId: group.id,
    });
    expect(moved.status, moved.text).toBe(200);

    const reply = await shareForm(owner.client, 'group', {
      groupId: String(group.id),
      expiration: inHours(1),
    });
    expect(reply.status, reply.text).toBe(200);
    const { client } = await visitor(reply.text);
    const devices = (await client.get('/api/devices')).json() as { id: number }[];
    expect(devices.map((device) => device.id)).toEqual([inGroup.id]);
    expect((await client.get(`/api/devices/${outside.id}`)).status).toBe(400);

    const shares = (await owner.client.get('/tarkan/shares')).json();
    expect(shares).toEqual([
      expect.objectContaining({ groupId: group.id, deviceId: 0, token: reply.text }),
    ]);
    // Nothing to write: the visitor cannot rename the group nor share it again.
    const rename = await client.put(`/api/groups/${group.id}`, { ...group, name: 'X' });
    expect(firstLine(rename.text)).toMatch(/SecurityException/);
    const again = await shareForm(client, 'group', {
      groupId: String(group.id),
      expiration: inHours(1),
    });
    expect(firstLine(again.text)).toBe('java.lang.SecurityException: Write access denied');
  });

  it("user A cannot share user B's device or group, and nothing is created", async () => {
    const { admin, farol } = server;
    const a = await userClient(farol, admin, 'sl-a@farol.test');
    const b = await userClient(farol, admin, 'sl-b@farol.test');
    const bDevice = await createDevice(b.client, 'Moto B', 'sl-dev-5');
    const bGroup = (await b.client.post('/api/groups', { name: 'Grupo B' })).json();
    const before = await userCount();

    const device = await shareForm(a.client, 'device', {
      deviceId: String(bDevice.id),
      expiration: inHours(1),
    });
    expect(device.status).toBe(400);
    expect(firstLine(device.text)).toBe('java.lang.SecurityException: Device access denied');
    const group = await shareForm(a.client, 'group', {
      groupId: String(bGroup.id),
      expiration: inHours(1),
    });
    expect(firstLine(group.text)).toBe('java.lang.SecurityException: Group access denied');
    // A missing id is answered the same way: no existence oracle.
    const missing = await shareForm(a.client, 'device', {
      deviceId: '999999',
      expiration: inHours(1),
    });
    expect(firstLine(missing.text)).toBe('java.lang.SecurityException: Device access denied');
    expect(await userCount()).toBe(before);
  });

  it('validates the form: ids, a zoned future expiration, capped at the owner’s own expiry', async () => {
    const { admin, farol } = server;
    const ownExpiry = Date.now() + 3 * HOUR;
    const owner = await userClient(farol, admin, 'sl-owner3@farol.test', {
      expirationTime: formatTraccarDate(ownExpiry),
    });
    const device = await createDevice(owner.client, 'Van 3', 'sl-dev-6');
    const cases: [Record<string, string>, RegExp][] = [
      [{ expiration: inHours(1) }, /deviceId: deviceId is required/],
      [{ deviceId: 'abc', expiration: inHours(1) }, /deviceId: not a valid id/],
      [{ deviceId: String(device.id) }, /expiration: expiration is required/],
      [{ deviceId: String(device.id), expiration: '2030-01-01T00:00' }, /ISO date with a zone/],
      [{ deviceId: String(device.id), expiration: inHours(-1) }, /must be in the future/],
    ];
    for (const [fields, message] of cases) {
      const reply = await shareForm(owner.client, 'device', fields);
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(firstLine(reply.text)).toMatch(message);
    }
    const reply = await shareForm(owner.client, 'device', {
      deviceId: String(device.id),
      expiration: inHours(48),
    });
    expect(reply.status, reply.text).toBe(200);
    const [listed] = (await owner.client.get(`/tarkan/shares?deviceId=${device.id}`)).json();
    expect(Date.parse(listed.expirationTime)).toBe(Math.floor(ownExpiry));
  });

  it('the server attribute disableShare turns sharing off', async () => {
    const { admin, farol } = server;
    const owner = await userClient(farol, admin, 'sl-owner4@farol.test');
    const device = await createDevice(owner.client, 'Van 4', 'sl-dev-7');
    const current = (await admin.get('/api/server')).json();
    const off = await admin.put('/api/server', {
      ...current,
      attributes: { ...current.attributes, disableShare: true },
    });
    expect(off.status, off.text).toBe(200);
    try {
      const reply = await shareForm(owner.client, 'device', {
        deviceId: String(device.id),
        expiration: inHours(1),
      });
      expect(firstLine(reply.text)).toBe('java.lang.SecurityException: Sharing is disabled');
    } finally {
      await admin.put('/api/server', current);
    }
  });

  it('a share sees its device only while its owner does', async () => {
    const { admin, farol } = server;
    const owner = await userClient(farol, admin, 'sl-owner5@farol.test');
    const device = await createDevice(owner.client, 'Van 5', 'sl-dev-8');
    const reply = await shareForm(owner.client, 'device', {
      deviceId: String(device.id),
      expiration: inHours(1),
    });
    const { client } = await visitor(reply.text);
    expect(((await client.get('/api/devices')).json() as unknown[]).length).toBe(1);
    const unlink = await admin.request('DELETE', '/api/permissions', {
      json: { userId: owner.id, deviceId: device.id },
    });
    expect(unlink.status, unlink.text).toBe(204);
    expect((await client.get('/api/devices')).json()).toEqual([]);
    expect((await client.get(`/api/devices/${device.id}`)).status).toBe(400);
  });
});
