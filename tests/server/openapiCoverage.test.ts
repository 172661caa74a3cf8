import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_ROUTES } from '../../server/api/bodies';
import { adminClient, Client, createDevice, osmand, useTestServer } from './helpers';
import { readRows } from './support/database';

const OPENAPI = path.join(__dirname, '../../../shared/reference/traccar-openapi.yaml');
const METHODS = ['get', 'post', 'put', 'delete'];

/** Every operation of the openapi file: `METHOD /api/path/{param}`. */
function operations(file: string): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  let inPaths = false;
  let current: string | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    const pathLine = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathLine) current = pathLine[1]!;
    const methodLine = /^ {4}(\w+):\s*$/.exec(line);
    if (current && methodLine && METHODS.includes(methodLine[1]!)) {
      found.push({ method: methodLine[1]!.toUpperCase(), path: `/api${current}` });
    }
  }
  return found;
}

/**
 * Operations Farol deliberately answers 501 (each with its reason in the body): a new 501 or a
 * listed one that starts answering fails this test, so the list stays true.
 */
const NOT_OFFERED: Record<string, RegExp> = {
  'GET /api/session/openid/auth': /OpenID Connect is not configured/,
  'GET /api/session/openid/callback': /OpenID Connect is not configured/,
  'POST /api/password/reset': /Password reset by e-mail is not offered/,
  'POST /api/password/update': /Password reset by e-mail is not offered/,
  'POST /api/server/file/{path}': /web application/,
  'GET /api/stream/{deviceId}/{channel}/live.m3u8': /Video streaming is not offered/,
  'GET /api/stream/{deviceId}/{channel}/{index}.ts': /Video streaming is not offered/,
  // Node collects on its own unless started with --expose-gc.
  'GET /api/server/gc': /--expose-gc/,
  // A test server runs embedded, without the supervisor `npm start` provides.
  'POST /api/server/reboot': /supervisor/,
};

describe("Traccar 6's openapi operations", () => {
  const server = useTestServer();

  /** One object of each kind, for the paths' ids. */
  async function fixtures() {
    const { admin, farol } = server;
    const create = async (url: string, body: unknown): Promise<number> => {
      const reply = await admin.post(url, body);
      expect(reply.status, `${url}: ${reply.text}`).toBe(200);
      return reply.json().id;
    };
    const device = await createDevice(admin, 'Walker', 'openapi-walker');
    expect(await osmand(farol, { id: device.uniqueId, lat: -23.5, lon: -46.6, alarm: 'sos' })).toBe(
      200,
    );
    const [position] = await readRows<{ id: number }>(
      server.dir,
      'SELECT "id" FROM "positions" WHERE "deviceId" = ?',
      device.id,
    );
    const [event] = await readRows<{ id: number }>(
      server.dir,
      'SELECT "id" FROM "events" WHERE "deviceId" = ?',
      device.id,
    );
    const calendar = await create('/api/calendars', {
      name: 'Sempre',
      data: Buffer.from(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Farol//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20240101T000000Z\r\nDTEND:20240102T000000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      ).toString('base64'),
    });
    return {
      devices: device.id,
      groups: await create('/api/groups', { name: 'Walkers' }),
      geofences: await create('/api/geofences', {
        name: 'Cerca',
        area: 'CIRCLE (-23.5 -46.6, 100)',
      }),
      drivers: await create('/api/drivers', { name: 'Ana', uniqueId: 'walker-driver' }),
      calendars: calendar,
      maintenance: await create('/api/maintenance', {
        name: 'Óleo',
        type: 'totalDistance',
        start: 0,
        period: 10000,
      }),
      notifications: await create('/api/notifications', { type: 'alarm', notificators: 'web' }),
      commands: await create('/api/commands', { description: 'Parar', type: 'engineStop' }),
      computed: await create('/api/attributes/computed', {
        description: 'Dobro',
        attribute: 'dobro',
        expression: 'speed * 2',
        type: 'number',
      }),
      orders: await create('/api/orders', { uniqueId: 'PED-1', description: 'Entrega' }),
      users: await create('/api/users', {
        name: 'Walker',
        email: 'walker@farol.test',
        password: 'pass1234',
      }),
      positions: position!.id,
      events: event!.id,
    };
  }

  it('answers every operation, none with 404; the 501s are the deliberate ones, with reasons', async () => {
    const all = operations(OPENAPI);
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual({ method: 'GET', path: '/api/reports/devices/{type}' });
    const ids = await fixtures();
    const idFor = (url: string): number => {
      const [, , segment, sub] = url.split('/');
      const key = segment === 'attributes' && sub === 'computed' ? 'computed' : segment!;
      if (key === 'session') return ids.users;
      const id = ids[key as keyof typeof ids];
      if (id === undefined) throw new Error(`no fixture for ${url}`);
      return id;
    };
    const concrete = (url: string) =>
      url
        .replace('{id}', () => String(idFor(url)))
        .replace('{type}', 'xlsx')
        .replace('{notificator}', 'web')
        .replace('{path}', 'logo.png')
        .replace('{deviceId}', String(ids.devices))
        .replace('{channel}', '1')
        .replace('{index}', '0');
    // Deletions last (they remove the fixtures; positions before their device), and the
    // sign-out at the very end.
    const rank = (op: { method: string; path: string }) => {
      if (op.method !== 'DELETE') return 0;
      if (op.path.startsWith('/api/positions')) return 1;
      return op.path === '/api/session' ? 3 : 2;
    };
    const ordered = [...all].sort((a, b) => rank(a) - rank(b));
    const answers: string[] = [];
    for (const op of ordered) {
      const name = `${op.method} ${op.path}`;
      const url = concrete(op.path);
      // Each call has its own administrator session: impersonation and sign-out change theirs.
      const caller = new Client(server.farol.url);
      caller.cookie = server.admin.cookie;
      if (name === 'GET /api/session/{id}' || name === 'DELETE /api/session') {
        caller.cookie = (await adminClient(server.farol)).cookie;
      }
      const body =
        op.method === 'POST' || op.method === 'PUT'
          ? FORM_ROUTES.has(`${op.method} ${op.path}`)
            ? { form: {} }
            : { json: {} }
          : undefined;
      const reply = await caller.request(op.method, url, body);
      answers.push(`${name} → ${reply.status}`);
      expect(reply.status, `${name} (${url}): ${reply.text}`).not.toBe(404);
      if (NOT_OFFERED[name]) {
        expect(reply.status, name).toBe(501);
        expect(reply.text, name).toMatch(NOT_OFFERED[name]!);
        expect(reply.text, name).toMatch(/^java\.lang\.UnsupportedOperationException: /);
      } else {
        expect(reply.status, `${name} (${url}): ${reply.text}`).toBeLessThan(500);
      }
    }
    expect(answers).toHaveLength(all.length);
  });

  it('checks rights before saying an operation is not offered', async () => {
    const anonymous = new Client(server.farol.url);
    expect(
      (await anonymous.get('/api/audit?from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z')).status,
    ).toBe(401);
    const user = new Client(server.farol.url);
    await server.admin.post('/api/users', {
      name: 'Plain',
      email: 'plain-walker@farol.test',
      password: 'pass1234',
    });
    await user.login('plain-walker@farol.test', 'pass1234');
    for (const [method, url] of [
      ['GET', '/api/audit'],
      ['POST', '/api/server/file/logo.png'],
      ['GET', '/api/server/gc'],
      ['GET', '/api/server/cache'],
    ] as const) {
      const reply = await user.request(method, url, method === 'POST' ? { json: {} } : undefined);
      expect(reply.status, url).toBe(400);
      expect(reply.text, url).toMatch(/Administrator access required/);
    }
    const device = await createDevice(server.admin, 'Not hers', 'openapi-not-hers');
    const stream = await user.get(`/api/stream/${device.id}/1/live.m3u8`);
    expect(stream.status).toBe(400);
    expect(stream.text).toMatch(/Device access denied/);
  });
});
