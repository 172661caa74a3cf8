import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTraccarDate, setPermissionBit } from '@farol/model';
import type { Farol } from '../../server/app';
import {
  adminClient,
  Client,
  createDevice,
  osmand,
  positionsOf,
  removeDir,
  sleep,
  SocketClient,
  startTestServer,
  tempDir,
  userClient,
} from './helpers';
import { readRows } from './support/database';

const HOUR = 3_600_000;
const inHours = (hours: number) => formatTraccarDate(Date.now() + hours * HOUR);
const firstLine = (text: string) => text.split('\n', 1)[0];
const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));

interface ShareJson {
  id: number;
  deviceId: number;
  name: string;
  expirationTime: string;
  limitCommands: boolean;
  allowBlock: boolean;
  token: string;
  ownerId: number;
}

describe('share links (/tarkan/shares)', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let owner: { client: Client; id: number };
  let other: { client: Client; id: number };
  let shared: { id: number; uniqueId: string };
  let unshared: { id: number; uniqueId: string };
  let othersDevice: { id: number; uniqueId: string };

  /** The database as an independent reader sees it. */
  const tokenRow = async (token: string) => {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await readRows<{ userId: number; expiration: number }>(
      dir,
      'SELECT "userId", expiration FROM tokens WHERE hash = ?',
      hash,
    );
    return row;
  };
  const counts = async () => {
    const one = async (table: string) =>
      Number((await readRows<{ n: number }>(dir, `SELECT count(*) AS n FROM ${table}`))[0]!.n);
    return { users: await one('users'), links: await one('links'), tokens: await one('tokens') };
  };
  const share = async (client: Client, body: Record<string, unknown>) => {
    const reply = await client.post('/tarkan/shares', body);
    expect(reply.status, reply.text).toBe(200);
    return reply.json() as ShareJson;
  };
  const visitor = async (token: string) => {
    const client = new Client(farol.url);
    const reply = await client.get(`/api/session?token=${encodeURIComponent(token)}`);
    return { client, reply };
  };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    owner = await userClient(farol, admin, 'owner@farol.test');
    other = await userClient(farol, admin, 'other@farol.test');
    shared = await createDevice(owner.client, 'Caminhão 1', 'share-dev-1');
    unshared = await createDevice(owner.client, 'Caminhão 2', 'share-dev-2');
    othersDevice = await createDevice(other.client, 'Moto B', 'share-dev-3');
    for (const device of [shared, unshared, othersDevice]) {
      expect(await osmand(farol, { id: device.uniqueId, lat: -23.5, lon: -46.6 })).toBe(200);
    }
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('creates, lists, edits and deletes a share; the token is stored hashed and moves with it', async () => {
    const expiry = inHours(1);
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: expiry });
    expect(created).toMatchObject({
      deviceId: shared.id,
      expirationTime: expiry,
      // Unless asked otherwise, a link's visitor sends no commands (Traccar's limitCommands).
      limitCommands: true,
      ownerId: owner.id,
    });
    expect(created.name).toMatch(new RegExp(`^share-${owner.id}-\\d+$`));
    expect(created.token.length).toBeGreaterThanOrEqual(40);
    // Only the hash is in the token table, expiring with the share.
    expect(await tokenRow(created.token)).toEqual({
      userId: created.id,
      expiration: Date.parse(expiry),
    });

    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([created]);
    expect((await owner.client.get(`/tarkan/shares?deviceId=${shared.id}`)).json()).toEqual([
      created,
    ]);
    expect((await owner.client.get(`/tarkan/shares?deviceId=${unshared.id}`)).json()).toEqual([]);

    const later = inHours(2);
    const edited = await owner.client.put(`/tarkan/shares/${created.id}`, {
      expirationTime: later,
      limitCommands: false,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json()).toEqual({ ...created, expirationTime: later, limitCommands: false });
    expect(await tokenRow(created.token)).toEqual({
      userId: created.id,
      expiration: Date.parse(later),
    });
    const user = (await admin.get(`/api/users/${created.id}`)).json();
    expect(user).toMatchObject({
      expirationTime: later,
      limitCommands: false,
      readonly: true,
      deviceReadonly: true,
      disableReports: true,
      attributes: { isShared: owner.id, deviceId: shared.id, token: created.token },
    });

    expect((await owner.client.delete(`/tarkan/shares/${created.id}`)).status).toBe(204);
    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([]);
    expect((await admin.get(`/api/users/${created.id}`)).status).toBe(404);
    expect(await tokenRow(created.token)).toBeUndefined();
  });

  it('the token signs in as the share user, who sees one device and writes nothing', async () => {
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    const { client, reply } = await visitor(created.token);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json()).toMatchObject({ id: created.id, attributes: { isShared: owner.id } });

    const devices = (await client.get('/api/devices')).json() as { id: number }[];
    expect(devices.map((d) => d.id)).toEqual([shared.id]);
    const positions = (await client.get('/api/positions')).json() as { deviceId: number }[];
    expect(positions.map((p) => p.deviceId)).toEqual([shared.id]);
    expect((await client.get(`/api/devices/${unshared.id}`)).status).toBe(400);
    expect((await client.get(`/api/positions?deviceId=${unshared.id}`)).status).toBe(400);

    // Live: the socket carries the shared device's positions only.
    const socket = await SocketClient.open(farol.url, { cookie: client.cookie });
    try {
      await osmand(farol, { id: unshared.uniqueId, lat: -23.51, lon: -46.61 });
      await osmand(farol, { id: shared.uniqueId, lat: -23.52, lon: -46.62 });
      await socket.next((m) => positionsOf(m).some((p) => p.deviceId === shared.id));
      expect(socket.received.flatMap(positionsOf).every((p) => p.deviceId === shared.id)).toBe(
        true,
      );
    } finally {
      await socket.close();
    }

    const device = devices[0] as Record<string, unknown>;
    const put = await client.put(`/api/devices/${shared.id}`, { ...device, name: 'Renomeado' });
    expect(put.status).toBe(400);
    expect(firstLine(put.text)).toBe('java.lang.SecurityException: Write access denied');
    expect((await client.post('/api/devices', { name: 'X', uniqueId: 'share-x' })).status).toBe(
      400,
    );
    const reshare = await client.post('/tarkan/shares', {
      deviceId: shared.id,
      expirationTime: inHours(1),
    });
    expect(reshare.status).toBe(400);
    expect(firstLine(reshare.text)).toBe('java.lang.SecurityException: Write access denied');
    expect((await client.get('/tarkan/shares')).status).toBe(400);
    // No commands either: the link was made without allowing them (limitCommands).
    const command = await client.post('/api/commands/send', {
      deviceId: shared.id,
      type: 'engineStop',
    });
    expect(firstLine(command.text)).toBe('java.lang.SecurityException: Operation restricted');
    expect((await admin.get(`/api/devices/${shared.id}`)).json().name).toBe('Caminhão 1');

    // Deleting the share ends the visitor's session and the link.
    expect((await owner.client.delete(`/tarkan/shares/${created.id}`)).status).toBe(204);
    expect((await client.get('/api/devices')).status).toBe(401);
    expect((await visitor(created.token)).reply.status).toBe(401);
  });

  it('"allow block": saved as the mask bits 8–11, the link may stop and resume the engine and nothing else', async () => {
    const BLOCK = mask(8, 9, 10, 11);
    const plain = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    expect(plain).toMatchObject({ allowBlock: false, limitCommands: true });
    const plainUser = (await admin.get(`/api/users/${plain.id}`)).json();
    expect(plainUser.attributes['tarkan.advancedPerms']).toBeUndefined();

    const created = await share(owner.client, {
      deviceId: shared.id,
      expirationTime: inHours(1),
      allowBlock: true,
    });
    expect(created).toMatchObject({ allowBlock: true, limitCommands: true });
    const stored = (await admin.get(`/api/users/${created.id}`)).json();
    expect(stored.attributes['tarkan.advancedPerms']).toBe(BLOCK);
    expect((await owner.client.get(`/tarkan/shares?deviceId=${shared.id}`)).json()).toContainEqual(
      created,
    );

    // The visitor stops and resumes the engine; any other command stays limited.
    const { client } = await visitor(created.token);
    const send = (type: string) => client.post('/api/commands/send', { deviceId: shared.id, type });
    for (const type of ['engineStop', 'engineResume']) {
      const reply = await send(type);
      expect([200, 202], `${type}: ${reply.text}`).toContain(reply.status);
    }
    expect(firstLine((await send('positionSingle')).text)).toBe(
      'java.lang.SecurityException: Operation restricted',
    );

    // Edited off, the mask goes and so does the right; Tarkan's client sends the mask itself,
    // and a share never gets more than bits 8–11 from it.
    const off = await owner.client.put(`/tarkan/shares/${created.id}`, {
      expirationTime: created.expirationTime,
      allowBlock: false,
    });
    expect(off.json()).toMatchObject({ allowBlock: false });
    expect(
      (await admin.get(`/api/users/${created.id}`)).json().attributes['tarkan.advancedPerms'],
    ).toBeUndefined();
    expect(firstLine((await send('engineStop')).text)).toBe(
      'java.lang.SecurityException: Operation restricted',
    );
    const tarkan = await owner.client.put(`/tarkan/shares/${created.id}`, {
      expirationTime: created.expirationTime,
      limitCommands: true,
      attributes: { 'tarkan.advancedPerms': mask(8, 9, 10, 11, 16, 17, 18, 19) },
    });
    expect(tarkan.json()).toMatchObject({ allowBlock: true });
    expect(
      (await admin.get(`/api/users/${created.id}`)).json().attributes['tarkan.advancedPerms'],
    ).toBe(BLOCK);
    // Another user changes nothing of it.
    const foreign = await other.client.put(`/tarkan/shares/${created.id}`, {
      expirationTime: created.expirationTime,
      allowBlock: false,
    });
    expect(firstLine(foreign.text)).toBe('java.lang.SecurityException: Share access denied');
    expect((await owner.client.get(`/tarkan/shares?deviceId=${shared.id}`)).json()).toContainEqual({
      ...created,
      allowBlock: true,
    });
    for (const id of [plain.id, created.id]) await owner.client.delete(`/tarkan/shares/${id}`);
  });

  it('an expired share signs nobody in and ends open sessions', async () => {
    const expiry = formatTraccarDate(Date.now() + 1_500);
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: expiry });
    const { client, reply } = await visitor(created.token);
    expect(reply.status).toBe(200);
    await sleep(Date.parse(expiry) - Date.now() + 200);
    expect((await client.get('/api/devices')).status).toBe(401);
    const late = await visitor(created.token);
    expect(late.reply.status).toBe(401);
    // The stale session still reaches the public server info, and logging out ends it.
    expect((await client.get('/api/server')).status).toBe(200);
    expect((await client.delete('/api/session')).status).toBe(204);
    expect(client.cookie).toBeNull();
    await owner.client.delete(`/tarkan/shares/${created.id}`);
  });

  it("another user can neither list, edit nor delete a share, nor share someone else's device", async () => {
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    const before = await counts();
    expect((await other.client.get('/tarkan/shares')).json()).toEqual([]);
    const byDevice = await other.client.get(`/tarkan/shares?deviceId=${shared.id}`);
    expect(firstLine(byDevice.text)).toBe('java.lang.SecurityException: Device access denied');

    const edit = await other.client.put(`/tarkan/shares/${created.id}`, {
      expirationTime: inHours(5),
    });
    expect(edit.status).toBe(400);
    expect(firstLine(edit.text)).toBe('java.lang.SecurityException: Share access denied');
    // A missing id reads the same as a foreign one.
    const missing = await other.client.put('/tarkan/shares/99999', { expirationTime: inHours(5) });
    expect(firstLine(missing.text)).toBe('java.lang.SecurityException: Share access denied');
    const remove = await other.client.delete(`/tarkan/shares/${created.id}`);
    expect(firstLine(remove.text)).toBe('java.lang.SecurityException: Share access denied');
    // Nor through the users API: the share user is not theirs.
    expect((await other.client.delete(`/api/users/${created.id}`)).status).toBe(400);

    const steal = await other.client.post('/tarkan/shares', {
      deviceId: shared.id,
      expirationTime: inHours(1),
    });
    expect(steal.status).toBe(400);
    expect(firstLine(steal.text)).toBe('java.lang.SecurityException: Device access denied');

    expect(await counts()).toEqual(before);
    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([created]);
    await owner.client.delete(`/tarkan/shares/${created.id}`);
  });

  const invalid: [string, () => unknown, RegExp][] = [
    ['no deviceId', () => ({ expirationTime: inHours(1) }), /: deviceId: /],
    [
      'a past expiry',
      () => ({ deviceId: shared.id, expirationTime: formatTraccarDate(Date.now() - 60_000) }),
      /: expirationTime: must be in the future$/,
    ],
    [
      'a date without a zone',
      () => ({ deviceId: shared.id, expirationTime: '2030-01-01T10:00:00' }),
      /: expirationTime: expected an ISO date with a zone/,
    ],
    [
      'a date that is not ISO',
      () => ({ deviceId: shared.id, expirationTime: 'amanhã' }),
      /: expirationTime: expected an ISO date with a zone/,
    ],
    ['no expiry', () => ({ deviceId: shared.id }), /: expirationTime: /],
    ['a text deviceId', () => ({ deviceId: 'x', expirationTime: inHours(1) }), /: deviceId: /],
    ['an empty body', () => ({}), /: deviceId: /],
  ];
  it.each(invalid)('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    const before = await counts();
    const reply = await owner.client.post('/tarkan/shares', body());
    expect(reply.status).toBe(400);
    expect(firstLine(reply.text)).toMatch(/^java\.lang\.IllegalArgumentException: /);
    expect(firstLine(reply.text)).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad new expiry with a 400 and keeps the old one', async () => {
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    for (const expirationTime of ['2030-01-01', formatTraccarDate(Date.now() - 1000)]) {
      const reply = await owner.client.put(`/tarkan/shares/${created.id}`, { expirationTime });
      expect(reply.status).toBe(400);
      expect(firstLine(reply.text)).toMatch(/^java.lang.IllegalArgumentException: expirationTime/);
    }
    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([created]);
    expect((await tokenRow(created.token))?.expiration).toBe(Date.parse(created.expirationTime));
    await owner.client.delete(`/tarkan/shares/${created.id}`);
  });

  it("never outlives its owner's account", async () => {
    const ownerExpiry = Date.now() + 24 * HOUR;
    const limited = await userClient(farol, admin, 'limited@farol.test', {
      expirationTime: formatTraccarDate(ownerExpiry),
    });
    const device = await createDevice(limited.client, 'Van L', 'share-dev-4');
    const created = await share(limited.client, {
      deviceId: device.id,
      expirationTime: inHours(24 * 7),
    });
    expect(Date.parse(created.expirationTime)).toBe(ownerExpiry);
    expect((await tokenRow(created.token))?.expiration).toBe(ownerExpiry);
  });

  it('read-only and device-read-only users cannot share', async () => {
    for (const [email, flags] of [
      ['ro@farol.test', { readonly: true }],
      ['dro@farol.test', { deviceReadonly: true }],
    ] as const) {
      const user = await userClient(farol, admin, email, flags);
      await admin.post('/api/permissions', { userId: user.id, deviceId: shared.id });
      const reply = await user.client.post('/tarkan/shares', {
        deviceId: shared.id,
        expirationTime: inHours(1),
      });
      expect(firstLine(reply.text)).toBe('java.lang.SecurityException: Write access denied');
    }
  });

  it('applies bits 24–27 of the advanced permissions', async () => {
    const server = (await admin.get('/api/server')).json();
    const enable = async (on: boolean) => {
      const attributes = { ...server.attributes, 'tarkan.enableAdvancedPerms': on };
      expect((await admin.put('/api/server', { ...server, attributes })).status).toBe(200);
    };
    const masked = async (email: string, bits: number[]) => {
      const user = await userClient(farol, admin, email, {
        attributes: { 'tarkan.advancedPerms': mask(8, ...bits) },
      });
      await admin.post('/api/permissions', { userId: user.id, deviceId: unshared.id });
      return user.client;
    };
    await enable(true);
    try {
      const none = await masked('adv0@farol.test', []);
      expect(firstLine((await none.get('/tarkan/shares')).text)).toBe(
        'java.lang.SecurityException: Operation restricted',
      );
      const body = { deviceId: unshared.id, expirationTime: inHours(1) };
      expect(firstLine((await none.post('/tarkan/shares', body)).text)).toBe(
        'java.lang.SecurityException: Write access denied',
      );

      const createOnly = await masked('adv1@farol.test', [24, 25]);
      const created = await share(createOnly, body);
      expect((await createOnly.get('/tarkan/shares')).json()).toEqual([created]);
      const edit = await createOnly.put(`/tarkan/shares/${created.id}`, {
        expirationTime: inHours(3),
      });
      expect(firstLine(edit.text)).toBe('java.lang.SecurityException: Write access denied');
      const remove = await createOnly.delete(`/tarkan/shares/${created.id}`);
      expect(firstLine(remove.text)).toBe('java.lang.SecurityException: Write access denied');

      const full = await masked('adv2@farol.test', [24, 25, 26, 27]);
      const mine = await share(full, body);
      const edited = await full.put(`/tarkan/shares/${mine.id}`, { expirationTime: inHours(3) });
      expect(edited.status).toBe(200);
      expect((await full.delete(`/tarkan/shares/${mine.id}`)).status).toBe(204);
    } finally {
      await enable(false);
    }
  });

  it('keeps share users out of the users lists, and nobody but an admin marks a user as shared', async () => {
    const created = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    const ids = (reply: { json(): { id: number }[] }) => reply.json().map((u) => u.id);
    expect(ids(await admin.get('/api/users'))).not.toContain(created.id);
    expect(ids(await admin.get('/api/users?all=true'))).toContain(created.id);
    const ofDevice = ids(await admin.get(`/api/users?deviceId=${shared.id}`));
    expect(ofDevice).toContain(owner.id);
    expect(ofDevice).not.toContain(created.id);

    // A user cannot slip into someone's share list by writing `isShared` on their account.
    const me = (await other.client.get('/api/session')).json();
    const put = await other.client.put(`/api/users/${other.id}`, {
      ...me,
      login: `share-${owner.id}-1`,
      attributes: { isShared: owner.id },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json().attributes).toEqual({});
    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([created]);
    await owner.client.delete(`/tarkan/shares/${created.id}`);
  });

  it('GET /tarkan/clear/shares: administrators purge shares expired over 30 days ago', async () => {
    const fresh = await share(owner.client, { deviceId: shared.id, expirationTime: inHours(1) });
    const old = await admin.post('/api/users', {
      name: `share-${owner.id}-2`,
      login: `share-${owner.id}-2`,
      email: 'old-share@farol.test',
      password: 'whatever',
      readonly: true,
      expirationTime: formatTraccarDate(Date.now() - 31 * 24 * HOUR),
      attributes: { isShared: owner.id, deviceId: shared.id, token: 'old' },
    });
    expect(old.status, old.text).toBe(200);
    const oldId = old.json().id as number;
    expect((await owner.client.get('/tarkan/shares')).json().map((s: ShareJson) => s.id)).toEqual(
      [oldId, fresh.id].sort((a, b) => a - b),
    );

    const denied = await owner.client.get('/tarkan/clear/shares');
    expect(firstLine(denied.text)).toBe(
      'java.lang.SecurityException: Administrator access required',
    );
    const purge = await admin.get('/tarkan/clear/shares');
    expect(purge.json()).toEqual({ deleted: 1 });
    expect((await owner.client.get('/tarkan/shares')).json()).toEqual([fresh]);
    await owner.client.delete(`/tarkan/shares/${fresh.id}`);
  });

  it('a share carried over from Tarkan (no stored token) gets a working link once edited', async () => {
    const token = '6f1c2b1e-93c4-4a53-9d0b-5b7f0c9d2a11';
    const legacy = await admin.post('/api/users', {
      name: `share-${owner.id}-1700000000`,
      login: `share-${owner.id}-1700000000`,
      email: token,
      password: token,
      readonly: true,
      deviceReadonly: true,
      expirationTime: inHours(1),
      attributes: { isShared: owner.id, deviceId: shared.id, token },
    });
    expect(legacy.status, legacy.text).toBe(200);
    await admin.post('/api/permissions', { userId: legacy.json().id, deviceId: shared.id });
    expect((await visitor(token)).reply.status).toBe(401);
    const later = inHours(2);
    const edited = await owner.client.put(`/tarkan/shares/${legacy.json().id}`, {
      expirationTime: later,
    });
    expect(edited.json()).toMatchObject({ token, expirationTime: later });
    const { client, reply } = await visitor(token);
    expect(reply.status).toBe(200);
    expect(
      ((await client.get('/api/devices')).json() as { id: number }[]).map((d) => d.id),
    ).toEqual([shared.id]);
    await owner.client.delete(`/tarkan/shares/${legacy.json().id}`);
  });

  it("deleting the owner deletes the owner's shares", async () => {
    const leaving = await userClient(farol, admin, 'leaving@farol.test');
    const device = await createDevice(leaving.client, 'Carro X', 'share-dev-5');
    const created = await share(leaving.client, {
      deviceId: device.id,
      expirationTime: inHours(1),
    });
    expect((await admin.delete(`/api/users/${leaving.id}`)).status).toBe(204);
    expect((await admin.get(`/api/users/${created.id}`)).status).toBe(404);
    expect((await visitor(created.token)).reply.status).toBe(401);
  });
});
