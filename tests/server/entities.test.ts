import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { create, link, RESOURCES, WORKDAYS_ICS } from './entityFixtures';
import {
  adminClient,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
  useTestServer,
} from './helpers';

/** Traccar's field order of each entity (traccar-api.md §c). */
const FIELDS: Record<string, string[]> = {
  device: ['id', 'attributes', 'groupId', 'calendarId', 'name', 'uniqueId', 'status'],
  group: ['id', 'attributes', 'groupId', 'name'],
  geofence: ['id', 'attributes', 'calendarId', 'name', 'description', 'area'],
  driver: ['id', 'attributes', 'name', 'uniqueId'],
  calendar: ['id', 'attributes', 'name', 'data'],
  maintenance: ['id', 'attributes', 'name', 'type', 'start', 'period'],
  notification: [
    'id',
    'attributes',
    'description',
    'calendarId',
    'always',
    'type',
    'commandId',
    'notificators',
  ],
  command: ['id', 'attributes', 'type', 'textChannel', 'deviceId', 'description'],
  attribute: ['id', 'description', 'attribute', 'expression', 'type', 'priority'],
};

describe('entity CRUD over HTTP', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let user: { client: Client; id: number };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    user = await userClient(farol, admin, 'crud@farol.test');
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  describe.each(RESOURCES)('$kind', (resource) => {
    it('creates (200, Traccar field order), reads, updates by the body id, deletes (204)', async () => {
      const created = await admin.post(resource.path, resource.body('round trip'));
      expect(created.status).toBe(200);
      const object = created.json();
      expect(Object.keys(object).slice(0, FIELDS[resource.kind]!.length)).toEqual(
        FIELDS[resource.kind],
      );
      expect(object.id).toBeGreaterThan(0);

      const read = await admin.get(`${resource.path}/${object.id}`);
      expect(read.status).toBe(200);
      expect(read.json()).toEqual(object);
      expect((await admin.get(resource.path)).json()).toContainEqual(object);

      // The path id is ignored: Traccar's PUT reads the body's id.
      const changed = { ...object, [resource.edit]: 'changed' };
      const put = await admin.put(`${resource.path}/999999`, changed);
      expect(put.status).toBe(200);
      expect(put.json()[resource.edit]).toBe('changed');
      expect((await admin.get(`${resource.path}/${object.id}`)).json()[resource.edit]).toBe(
        'changed',
      );

      const removed = await admin.delete(`${resource.path}/${object.id}`);
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
      const gone = await admin.get(`${resource.path}/${object.id}`);
      expect(gone.status).toBe(404);
      expect(gone.text).toBe('jakarta.ws.rs.WebApplicationException: HTTP 404 Not Found');
    });

    it('links a created object to its creator, and no one else', async () => {
      if (resource.kind === 'attribute') return; // written by administrators only
      const object = await create(user.client, resource, 'mine');
      const mine = (await user.client.get(resource.path)).json() as { id: number }[];
      expect(mine.map((o) => o.id)).toContain(object.id);
      const adminList = (await admin.get(resource.path)).json() as { id: number }[];
      expect(adminList.map((o) => o.id)).not.toContain(object.id);
      const all = (await admin.get(`${resource.path}?all=true`)).json() as { id: number }[];
      expect(all.map((o) => o.id)).toContain(object.id);
      const byUser = (await admin.get(`${resource.path}?userId=${user.id}`)).json();
      expect(byUser.map((o: { id: number }) => o.id)).toContain(object.id);
    });

    it('gives a non-admin 400 access denied for a missing id, an admin 404', async () => {
      const missing = await user.client.get(`${resource.path}/987654`);
      expect(missing.status).toBe(400);
      expect(missing.text).toBe(`java.lang.SecurityException: ${resource.className} access denied`);
      expect((await admin.get(`${resource.path}/987654`)).status).toBe(404);
      expect((await admin.delete(`${resource.path}/987654`)).status).toBe(404);
    });
  });
});

describe('routes next to the CRUD ones', () => {
  const server = useTestServer();

  it.each(['/api/commands/types', '/api/notifications/types', '/api/notifications/notificators'])(
    '%s is not taken for an id',
    async (path) => {
      const reply = await server.admin.get(path);
      expect(reply.status).toBe(200);
      expect(reply.json().length).toBeGreaterThan(0);
    },
  );
});

describe('list parameters', () => {
  const server = useTestServer();

  it('sorts by name (or description), filters by keyword, pages with offset/limit', async () => {
    for (const name of ['Charlie', 'alpha', 'Bravo', 'Delta']) {
      await server.admin.post('/api/groups', { name, attributes: { note: name } });
      await server.admin.post('/api/commands', { description: name, type: 'custom' });
    }
    const names = (path: string, field = 'name') =>
      server.admin
        .get(path)
        .then((r) => (r.json() as Record<string, string>[]).map((g) => g[field]));
    expect(await names('/api/groups')).toEqual(['Bravo', 'Charlie', 'Delta', 'alpha']);
    expect(await names('/api/commands', 'description')).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'alpha',
    ]);
    expect(await names('/api/groups?keyword=LT')).toEqual(['Delta']);
    expect(await names('/api/groups?offset=1&limit=2')).toEqual(['Charlie', 'Delta']);
    const bare = (await server.admin.get('/api/groups?excludeAttributes=true')).json();
    expect(bare.every((g: { attributes: object }) => Object.keys(g.attributes).length === 0)).toBe(
      true,
    );
    const bad = await server.admin.get('/api/groups?limit=-1');
    expect(bad.status).toBe(400);
    expect(bad.text).toBe(
      'java.lang.IllegalArgumentException: limit: not a whole number ≥ 0: "-1"',
    );
  });

  it('narrows extended resources to what is linked to a device or a group', async () => {
    const device = (
      await server.admin.post('/api/devices', { name: 'Car', uniqueId: 'list-car' })
    ).json();
    const group = (await server.admin.post('/api/groups', { name: 'Fleet' })).json();
    const onDevice = await create(server.admin, RESOURCES[2]!, 'on device');
    const onGroup = await create(server.admin, RESOURCES[2]!, 'on group');
    await link(server.admin, { deviceId: device.id, geofenceId: onDevice.id });
    await link(server.admin, { groupId: group.id, geofenceId: onGroup.id });
    const ids = (query: string) =>
      server.admin
        .get(`/api/geofences?${query}`)
        .then((r) => r.json().map((g: { id: number }) => g.id));
    expect(await ids(`deviceId=${device.id}`)).toEqual([onDevice.id]);
    expect(await ids(`groupId=${group.id}`)).toEqual([onGroup.id]);
  });
});

describe('validation: a clear 400 naming the field, nothing written', () => {
  const server = useTestServer();

  const bad = 'java.lang.IllegalArgumentException: ';
  it.each<[string, string, unknown, string]>([
    ['groups', '/api/groups', { name: '' }, `${bad}name: name is required`],
    [
      'groups',
      '/api/groups',
      { name: 'G', groupId: -1 },
      `${bad}groupId: Too small: expected number to be >=0`,
    ],
    [
      'groups',
      '/api/groups',
      { name: 'G', groupId: 4242 },
      'org.traccar.storage.StorageException: No group with id 4242',
    ],
    [
      'geofences',
      '/api/geofences',
      { name: 'Zone', area: 'CIRCLE (91 0, 10)' },
      `${bad}area: latitude 91, longitude 0 is outside the globe`,
    ],
    [
      'geofences',
      '/api/geofences',
      { name: 'Zone', area: 'POLYGON ((1 1, 2 2))' },
      `${bad}area: a polygon needs at least 3 points`,
    ],
    [
      'geofences',
      '/api/geofences',
      { name: 'Zone', area: 'SQUARE (1 1)' },
      `${bad}area: must be CIRCLE (lat lon, radius), POLYGON ((lat lon, …)) or LINESTRING (lat lon, …)`,
    ],
    [
      'geofences',
      '/api/geofences',
      { name: 'Zone', area: 'CIRCLE (1 1, 10)', attributes: { speedLimit: -5 } },
      `${bad}attributes.speedLimit: must not be negative`,
    ],
    [
      'geofences',
      '/api/geofences',
      { name: 'Zone', area: 'CIRCLE (1 1, 10)', calendarId: 77 },
      'org.traccar.storage.StorageException: No calendar with id 77',
    ],
    [
      'drivers',
      '/api/drivers',
      { name: 'Ana', uniqueId: '   ' },
      `${bad}uniqueId: uniqueId is required`,
    ],
    [
      'calendars',
      '/api/calendars',
      { name: 'Cal', data: 'not base64!' },
      `${bad}data: not a base64 iCalendar file`,
    ],
    [
      'calendars',
      '/api/calendars',
      { name: 'Cal', data: Buffer.from('hello').toString('base64') },
      `${bad}data: not an iCalendar file (invalid line (no token ";" or ":") "hello")`,
    ],
    ['maintenance', '/api/maintenance', { name: 'Oil', type: '' }, `${bad}type: type is required`],
    [
      'maintenance',
      '/api/maintenance',
      { name: 'Oil', type: 'hours', period: 'often' },
      `${bad}period: Invalid input: expected number, received string`,
    ],
    [
      'notifications',
      '/api/notifications',
      { type: 'alarm', notificators: 'web,pigeon' },
      `${bad}notificators: must be a comma-separated list of command, web, mail, sms, firebase, traccar, telegram, whatsapp, pushover`,
    ],
    ['notifications', '/api/notifications', { type: '' }, `${bad}type: type is required`],
    [
      'notifications',
      '/api/notifications',
      { type: 'alarm', commandId: 55 },
      'org.traccar.storage.StorageException: No command with id 55',
    ],
    [
      'commands',
      '/api/commands',
      { type: 'rm -rf' },
      `${bad}type: type must be a command type such as custom or engineStop`,
    ],
    [
      'computed',
      '/api/attributes/computed',
      { attribute: 'x', expression: 'speed >', type: 'number' },
      `${bad}expression: unexpected end of expression at 7`,
    ],
    [
      'computed',
      '/api/attributes/computed',
      { attribute: 'x', expression: 'constructor', type: 'number' },
      `${bad}expression: "constructor" is not allowed`,
    ],
    [
      'computed',
      '/api/attributes/computed',
      { attribute: 'x', expression: '1', type: 'date' },
      `${bad}type: Invalid option: expected one of "string"|"number"|"boolean"`,
    ],
    [
      'devices',
      '/api/devices',
      { name: 'Car', uniqueId: 'car-1', groupId: 999 },
      'org.traccar.storage.StorageException: No group with id 999',
    ],
  ])('%s: %j', async (_name, path, body, message) => {
    const before = (await server.admin.get(`${path}?all=true`)).json().length;
    const reply = await server.admin.post(path, body);
    expect(reply.text).toBe(message);
    expect(reply.status).toBe(400);
    expect((await server.admin.get(`${path}?all=true`)).json().length).toBe(before);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const reply = await server.admin.request('POST', '/api/groups', { json: [1, 2] });
    expect(reply.status).toBe(400);
    expect(reply.text).toMatch(/^java\.lang\.IllegalArgumentException: body: /);
  });

  it('trims driver uniqueIds, which must be unique (StorageException)', async () => {
    const first = await server.admin.post('/api/drivers', { name: 'Ana', uniqueId: '  D-1 ' });
    expect(first.json().uniqueId).toBe('D-1');
    const again = await server.admin.post('/api/drivers', { name: 'Bia', uniqueId: 'D-1' });
    expect(again.status).toBe(400);
    expect(again.text).toBe('org.traccar.storage.StorageException: Duplicate value');
  });

  it('keeps geofence anchor attributes and normalises notificators', async () => {
    const anchor = await server.admin.post('/api/geofences', {
      name: 'Âncora Car',
      description: '',
      calendarId: 0,
      area: 'CIRCLE (-23.55 -46.63, 150)',
      attributes: {
        isAnchor: true,
        deviceId: 3,
        lockOnExit: true,
        polylineDistance: 30,
        color: 'red',
      },
    });
    expect(anchor.status).toBe(200);
    expect(anchor.json().attributes).toEqual({
      isAnchor: true,
      deviceId: 3,
      lockOnExit: true,
      polylineDistance: 30,
      color: 'red',
    });
    const notification = await server.admin.post('/api/notifications', {
      type: 'geofenceExit',
      notificators: ' web , mail ',
      always: true,
    });
    expect(notification.json()).toMatchObject({ notificators: 'web,mail', always: true });
  });

  it('accepts what traccar-web sends for a calendar and links it to a geofence', async () => {
    const calendar = (
      await server.admin.post('/api/calendars', { name: 'Work', data: WORKDAYS_ICS })
    ).json();
    const zone = await server.admin.post('/api/geofences', {
      name: 'Depot',
      area: 'POLYGON ((-23.5 -46.6, -23.5 -46.5, -23.6 -46.5))',
      calendarId: calendar.id,
    });
    expect(zone.json().calendarId).toBe(calendar.id);
    expect((await server.admin.delete(`/api/calendars/${calendar.id}`)).status).toBe(204);
    // Deleting the calendar clears the reference instead of leaving a dangling id.
    expect((await server.admin.get(`/api/geofences/${zone.json().id}`)).json().calendarId).toBe(0);
  });
});
