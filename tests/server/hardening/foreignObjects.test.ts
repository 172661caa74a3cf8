import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { link } from '../entityFixtures';
import type { Client } from '../helpers';
import { osmand, userClient, useTestServer } from '../helpers';
import { readRows } from '../support/database';

const OPENAPI = path.join(__dirname, '../../../../shared/reference/traccar-openapi.yaml');
const REFUSED =
  /^java\.lang\.SecurityException: (\w+ access denied|Manager access required|Administrator access required)/;
const WHOLE = 'from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
/** A period within report.periodLimit (a year), so the refusal is about the object. */
const DAY = `from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date().toISOString()}`;
const CALENDAR = Buffer.from(
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Farol//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20240101T000000Z\r\nDTEND:20240102T000000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
).toString('base64');

/** The openapi operations whose path names an object: `METHOD /api/x/{id}`. */
function operationsWithIds(): string[] {
  const found: string[] = [];
  let inPaths = false;
  let current: string | null = null;
  for (const line of fs.readFileSync(OPENAPI, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    const pathLine = inPaths ? /^ {2}(\/\S*):\s*$/.exec(line) : null;
    if (pathLine) current = pathLine[1]!;
    const method = inPaths ? /^ {4}(get|post|put|delete):\s*$/.exec(line) : null;
    if (current && method && /\{(id|deviceId)\}/.test(current)) {
      found.push(`${method[1]!.toUpperCase()} /api${current}`);
    }
  }
  return found;
}

type Ids = Record<string, number>;
interface Case {
  /** The openapi operation it exercises, when it is one with an id in its path. */
  operation?: string;
  method: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids, objects: Record<string, Record<string, unknown>>) => unknown;
  form?: (ids: Ids) => Record<string, string>;
}

const ENTITIES = [
  'devices',
  'groups',
  'geofences',
  'drivers',
  'calendars',
  'maintenance',
  'notifications',
  'commands',
  'orders',
  'attributes/computed',
] as const;
const key = (entity: string) => (entity === 'attributes/computed' ? 'computed' : entity);

/** Every way to name user A's objects; user B must be refused on each. */
const CASES: Case[] = [
  ...ENTITIES.flatMap((entity): Case[] => [
    {
      operation: `GET /api/${entity}/{id}`,
      method: 'GET',
      url: (ids) => `/api/${entity}/${ids[key(entity)]}`,
    },
    {
      operation: `PUT /api/${entity}/{id}`,
      method: 'PUT',
      url: (ids) => `/api/${entity}/${ids[key(entity)]}`,
      body: (_ids, objects) => ({ ...objects[key(entity)], description: 'B', name: 'Bia Intrusa' }),
    },
    {
      operation: `DELETE /api/${entity}/{id}`,
      method: 'DELETE',
      url: (ids) => `/api/${entity}/${ids[key(entity)]}`,
    },
  ]),
  { operation: 'GET /api/users/{id}', method: 'GET', url: (ids) => `/api/users/${ids.user}` },
  {
    operation: 'PUT /api/users/{id}',
    method: 'PUT',
    url: (ids) => `/api/users/${ids.user}`,
    body: (_ids, objects) => ({ ...objects.user, name: 'Bia Intrusa' }),
  },
  { operation: 'DELETE /api/users/{id}', method: 'DELETE', url: (ids) => `/api/users/${ids.user}` },
  { operation: 'GET /api/session/{id}', method: 'GET', url: (ids) => `/api/session/${ids.user}` },
  {
    operation: 'PUT /api/devices/{id}/accumulators',
    method: 'PUT',
    url: (ids) => `/api/devices/${ids.devices}/accumulators`,
    body: (ids) => ({ deviceId: ids.devices, totalDistance: 1 }),
  },
  {
    operation: 'POST /api/devices/{id}/image',
    method: 'POST',
    url: (ids) => `/api/devices/${ids.devices}/image`,
    body: () => ({}),
  },
  { method: 'GET', url: () => '/api/media/foreign-a/device.png' },
  {
    operation: 'DELETE /api/positions/{id}',
    method: 'DELETE',
    url: (ids) => `/api/positions/${ids.position}`,
  },
  { operation: 'GET /api/events/{id}', method: 'GET', url: (ids) => `/api/events/${ids.event}` },
  {
    operation: 'GET /api/stream/{deviceId}/{channel}/live.m3u8',
    method: 'GET',
    url: (ids) => `/api/stream/${ids.devices}/1/live.m3u8`,
  },
  {
    operation: 'GET /api/stream/{deviceId}/{channel}/{index}.ts',
    method: 'GET',
    url: (ids) => `/api/stream/${ids.devices}/1/0.ts`,
  },
  // By query string.
  ...[
    '/api/positions?deviceId={d}',
    `/api/positions?deviceId={d}&${WHOLE}`,
    `/api/positions/csv?deviceId={d}&${WHOLE}`,
    `/api/positions/gpx?deviceId={d}&${WHOLE}`,
    `/api/positions/kml?deviceId={d}&${WHOLE}`,
    `/api/positions/kmz?deviceId={d}&${WHOLE}`,
    `/api/reports/route?deviceId={d}&${DAY}`,
    `/api/reports/events?deviceId={d}&${DAY}`,
    `/api/reports/summary?deviceId={d}&${DAY}`,
    `/api/reports/trips?deviceId={d}&${DAY}`,
    `/api/reports/stops?deviceId={d}&${DAY}`,
    `/api/reports/combined?deviceId={d}&${DAY}`,
    `/api/reports/trips/xlsx?deviceId={d}&${DAY}`,
    `/api/reports/route?groupId={g}&${DAY}`,
    `/api/reports/geofences?deviceId={own}&geofenceId={geofence}&${DAY}`,
    '/api/commands/send?deviceId={d}',
    '/api/devices?userId={user}',
    '/api/geofences?deviceId={d}',
    '/api/notifications?groupId={g}',
    '/api/permissions?userId={user}&deviceId={d}',
  ].map((template): Case => ({
    method: 'GET',
    url: (ids) =>
      template
        .replace('{d}', String(ids.devices))
        .replace('{g}', String(ids.groups))
        .replace('{user}', String(ids.user))
        .replace('{own}', String(ids.own))
        .replace('{geofence}', String(ids.geofences)),
  })),
  { method: 'DELETE', url: (ids) => `/api/positions?deviceId=${ids.devices}&${WHOLE}` },
  // By body.
  {
    method: 'POST',
    url: () => '/api/commands/send',
    body: (ids) => ({ deviceId: ids.devices, type: 'engineStop' }),
  },
  {
    method: 'POST',
    url: () => '/api/permissions',
    body: (ids) => ({ userId: ids.b, deviceId: ids.devices }),
  },
  {
    method: 'POST',
    url: () => '/api/permissions/bulk',
    body: (ids) => [{ userId: ids.b, groupId: ids.groups }],
  },
  {
    method: 'DELETE',
    url: () => '/api/permissions',
    body: (ids) => ({ userId: ids.user, deviceId: ids.devices }),
  },
  {
    method: 'POST',
    url: () => '/api/devices',
    body: (ids) => ({ name: 'Bia Intrusa', uniqueId: 'foreign-b2', groupId: ids.groups }),
  },
  {
    method: 'POST',
    url: () => '/api/geofences',
    body: (ids) => ({ name: 'Bia Intrusa', area: 'CIRCLE (1 1, 10)', calendarId: ids.calendars }),
  },
  {
    method: 'POST',
    url: () => '/api/reports',
    body: (ids) => ({ type: 'trips', calendarId: ids.calendars }),
  },
  {
    method: 'POST',
    url: (ids) => `/api/attributes/computed/test?deviceId=${ids.devices}`,
    body: () => ({ attribute: 'x', expression: 'speed', type: 'number' }),
  },
  {
    method: 'POST',
    url: (ids) => `/api/notifications/send/web?userId=${ids.user}`,
    body: () => ({ subject: 'x' }),
  },
  {
    method: 'POST',
    url: () => '/api/share/device',
    form: (ids) => ({ deviceId: String(ids.devices), expiration: '2100-01-01T00:00:00Z' }),
  },
  {
    method: 'POST',
    url: () => '/api/share/group',
    form: (ids) => ({ groupId: String(ids.groups), expiration: '2100-01-01T00:00:00Z' }),
  },
];

describe("user B cannot read or change user A's objects, by any route", () => {
  const server = useTestServer();

  /** User A's objects (computed attributes come from an administrator, linked to A). */
  async function objectsOfA(a: Client, aId: number) {
    const { admin, farol } = server;
    const create = async (url: string, body: unknown, by = a): Promise<number> => {
      const reply = await by.post(url, body);
      expect(reply.status, `${url}: ${reply.text}`).toBe(200);
      return reply.json().id;
    };
    const calendars = await create('/api/calendars', { name: 'A', data: CALENDAR });
    const groups = await create('/api/groups', { name: 'Grupo A' });
    const devices = await create('/api/devices', {
      name: 'Carro A',
      uniqueId: 'foreign-a',
      groupId: groups,
    });
    expect(await osmand(farol, { id: 'foreign-a', lat: -23.5, lon: -46.6, alarm: 'sos' })).toBe(
      200,
    );
    const computed = await create(
      '/api/attributes/computed',
      { description: 'A', attribute: 'a', expression: 'speed', type: 'number' },
      admin,
    );
    await link(admin, { userId: aId, attributeId: computed });
    const [position] = await readRows<{ id: number }>(
      server.dir,
      'SELECT "id" FROM "positions" WHERE "deviceId" = ?',
      devices,
    );
    const [event] = await readRows<{ id: number }>(
      server.dir,
      'SELECT "id" FROM "events" WHERE "deviceId" = ?',
      devices,
    );
    return {
      calendars,
      groups,
      devices,
      computed,
      geofences: await create('/api/geofences', {
        name: 'Cerca A',
        area: 'CIRCLE (-23.5 -46.6, 100)',
      }),
      drivers: await create('/api/drivers', { name: 'Motorista A', uniqueId: 'foreign-driver' }),
      maintenance: await create('/api/maintenance', {
        name: 'Óleo',
        type: 'totalDistance',
        start: 0,
        period: 1000,
      }),
      notifications: await create('/api/notifications', { type: 'alarm', notificators: 'web' }),
      commands: await create('/api/commands', { description: 'Parar', type: 'engineStop' }),
      orders: await create('/api/orders', { uniqueId: 'PED-A' }),
      position: position!.id,
      event: event!.id,
      user: aId,
    };
  }

  it('covers every openapi operation that names an object in its path', () => {
    const covered = new Set(CASES.map((c) => c.operation).filter(Boolean));
    const missing = operationsWithIds().filter((op) => !covered.has(op));
    expect(missing).toEqual([]);
  });

  it('refuses user B everywhere, and user A finds everything unchanged', async () => {
    const { admin, farol } = server;
    const a = await userClient(farol, admin, 'foreign-a@farol.test');
    const b = await userClient(farol, admin, 'foreign-b@farol.test', { deviceLimit: -1 });
    const own = (
      await b.client.post('/api/devices', { name: 'Carro B', uniqueId: 'foreign-b' })
    ).json().id;
    const ids: Ids = { ...(await objectsOfA(a.client, a.id)), b: b.id, own };
    // What A sees before, to compare after.
    const objects: Record<string, Record<string, unknown>> = {};
    for (const entity of ENTITIES) {
      objects[key(entity)] = (await a.client.get(`/api/${entity}/${ids[key(entity)]}`)).json();
    }
    objects.user = (await a.client.get(`/api/users/${a.id}`)).json();
    const userCount = async () =>
      Number(
        (
          await readRows<{ count: number }>(server.dir, 'SELECT COUNT(*) AS "count" FROM "users"')
        )[0]!.count,
      );
    const usersBefore = await userCount();
    const positionsBefore = (
      await a.client.get(`/api/positions?deviceId=${ids.devices}&${WHOLE}`)
    ).json();

    for (const test of CASES) {
      const url = test.url(ids);
      const body = test.form
        ? { form: test.form(ids) }
        : test.body
          ? { json: test.body(ids, objects) }
          : undefined;
      const reply = await b.client.request(test.method, url, body);
      const name = `${test.method} ${url}`;
      if (url.startsWith('/api/media/')) {
        expect(reply.status, name).toBe(404);
        continue;
      }
      expect(reply.status, `${name}: ${reply.text}`).toBe(400);
      expect(reply.text, name).toMatch(REFUSED);

      expect(reply.text, name).not.toContain('Carro A');
    }

    for (const entity of ENTITIES) {
      const after = await a.client.get(`/api/${entity}/${ids[key(entity)]}`);
      expect(after.json(), entity).toEqual(objects[key(entity)]);
    }
    expect((await a.client.get(`/api/users/${a.id}`)).json()).toEqual(objects.user);
    expect((await a.client.get(`/api/positions?deviceId=${ids.devices}&${WHOLE}`)).json()).toEqual(
      positionsBefore,
    );
    expect((await a.client.get(`/api/events/${ids.event}`)).status).toBe(200);
    // B gained no link to anything of A's, and no share user was made.
    const links = await readRows(
      server.dir,
      'SELECT * FROM "links" WHERE "ownerKind" = ? AND "ownerId" = ? AND "propertyKind" <> ?',
      'user',
      b.id,
      'device',
    );
    expect(links).toEqual([]);
    expect(await userCount()).toBe(usersBefore);
  });
});
