import { describe, expect, it } from 'vitest';
import { AUDIT_KEEP_DAYS } from '@farol/model';
import {
  Client,
  createDevice,
  RECENT_PERIOD,
  userClient,
  useTestServer,
  type Client as HttpClient,
} from './helpers';
import { executeSql } from './support/database';

const AGENT = 'FarolAuditTest/1.0';

/** A client that names its browser, as the log records it. */
class AgentClient extends Client {
  override request(...[method, url, body, headers]: Parameters<Client['request']>) {
    return super.request(method, url, body, { 'user-agent': AGENT, ...headers });
  }
}

type Entry = {
  id: number;
  code: number | null;
  actionType: string;
  objectType: string;
  objectId: number;
  deviceId: number | null;
  userId: number | null;
  userEmail: string | null;
  address: string | null;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const entries = async (client: HttpClient, url: string): Promise<Entry[]> => {
  const reply = await client.get(url);
  expect(reply.status, reply.text).toBe(200);
  return reply.json();
};

describe('audit log', () => {
  const server = useTestServer();

  async function agentAdmin(): Promise<{ client: AgentClient; id: number }> {
    const client = new AgentClient(server.farol.url);
    await client.login('admin@farol.test', 'admin-secret');
    return { client, id: (await client.get('/api/session')).json().id };
  }

  it('records a login with the user, address and user agent (101)', async () => {
    const { client, id } = await agentAdmin();
    const [login] = await entries(client, `/tarkan/users/${id}/logs`);
    expect(login).toMatchObject({
      code: 101,
      actionType: 'login',
      objectType: 'user',
      objectId: id,
      userId: id,
      userEmail: 'admin@farol.test',
      address: '127.0.0.1',
      userAgent: AGENT,
    });
  });

  it('records device writes with the object before and after (301, 302)', async () => {
    const { client } = await agentAdmin();
    const device = await createDevice(client, 'Audited', 'audit-device-1');
    const edited = await client.put(`/api/devices/${device.id}`, { ...device, name: 'Renamed' });
    expect(edited.status).toBe(200);
    expect((await client.delete(`/api/devices/${device.id}`)).status).toBe(204);
    const log = await entries(client, `/tarkan/devices/${device.id}/logs`);
    expect(log.map((entry) => [entry.code, entry.actionType])).toEqual([
      [302, 'remove'],
      [301, 'edit'],
      [null, 'create'],
    ]);
    expect(log[1]!.before).toMatchObject({ name: 'Audited' });
    expect(log[1]!.after).toMatchObject({ name: 'Renamed' });
    expect(log[0]!.after).toBeNull();
  });

  it('records anchors (405, 406), geofences (401, 402), links (901, 902) and commands (201)', async () => {
    const { client } = await agentAdmin();
    const device = await createDevice(client, 'Anchored', 'audit-anchor-1');
    const anchor = (
      await client.post('/api/geofences', {
        name: 'Âncora Anchored',
        area: 'CIRCLE (-23.5 -46.6, 150)',
        attributes: { deviceId: device.id, isAnchor: true },
      })
    ).json();
    await client.post('/api/permissions', { deviceId: device.id, geofenceId: anchor.id });
    await client.request('DELETE', '/api/permissions', {
      json: { deviceId: device.id, geofenceId: anchor.id },
    });
    await client.delete(`/api/geofences/${anchor.id}`);
    const sent = await client.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBeLessThan(300);
    const codes = (await entries(client, `/tarkan/devices/${device.id}/logs`)).map((e) => e.code);
    expect(codes).toEqual([201, 406, 902, 901, 405, null]);

    const fence = (
      await client.post('/api/geofences', { name: 'Pátio', area: 'CIRCLE (-23.5 -46.6, 50)' })
    ).json();
    await client.delete(`/api/geofences/${fence.id}`);
    const server = await entries(client, `/tarkan/server/logs?limit=2`);
    expect(server.map((entry) => [entry.code, entry.objectId])).toEqual([
      [402, fence.id],
      [401, fence.id],
    ]);
  });

  it('records user writes without their secrets (101, 105, 102)', async () => {
    const { client } = await agentAdmin();
    const made = await client.post('/api/users', {
      name: 'Bia',
      email: 'audit-bia@farol.test',
      password: 'pass1234',
    });
    const bia = made.json();
    await client.put(`/api/users/${bia.id}`, { ...bia, phone: '555', password: 'pass5678' });
    await client.delete(`/api/users/${bia.id}`);
    const log = await entries(client, `/tarkan/users/${bia.id}/logs`);
    expect(log.map((entry) => entry.code)).toEqual([102, 105, 101]);
    expect(log[1]!.after).toMatchObject({ phone: '555', password: null });
    const text = JSON.stringify(log);
    expect(text).not.toMatch(/hashedPassword|salt|pass5678/);
  });

  it('records writes the routes do not describe themselves, from their route and answer', async () => {
    const { client } = await agentAdmin();
    const group = (await client.post('/api/groups', { name: 'Audited group' })).json();
    const device = await createDevice(client, 'Wiped', 'audit-wiped-1');
    const wiped = await client.request(
      'DELETE',
      `/api/positions?deviceId=${device.id}&${RECENT_PERIOD}`,
    );
    expect(wiped.status).toBe(204);
    const log = await entries(client, '/tarkan/server/logs?limit=5');
    expect(log[0]).toMatchObject({ actionType: 'remove', objectType: 'position', code: null });
    expect(log.find((entry) => entry.objectType === 'group')).toMatchObject({
      actionType: 'create',
      objectId: group.id,
      after: { name: 'Audited group' },
    });
  });

  it("answers Traccar's /api/audit to administrators, in Traccar's shape", async () => {
    const { client, id } = await agentAdmin();
    const missing = await client.get('/api/audit');
    expect(missing.status).toBe(400);
    const reply = await client.get(`/api/audit?${RECENT_PERIOD}`);
    expect(reply.status).toBe(200);
    const actions = reply.json() as Record<string, unknown>[];
    expect(Object.keys(actions[0]!).sort()).toEqual(
      [
        'actionTime',
        'actionType',
        'address',
        'id',
        'objectId',
        'objectType',
        'userEmail',
        'userId',
      ].sort(),
    );
    expect(actions.at(-1)).toMatchObject({ actionType: 'login', userId: id });
  });

  it('keeps the logs from users who are neither administrators nor resellers', async () => {
    const ana = await userClient(server.farol, server.admin, 'audit-ana@farol.test');
    const bob = await userClient(server.farol, server.admin, 'audit-bob@farol.test');
    const device = await createDevice(ana.client, 'Ana car', 'audit-ana-car');
    for (const url of [
      '/tarkan/server/logs',
      `/tarkan/users/${ana.id}/logs`,
      `/tarkan/users/${bob.id}/logs`,
      `/tarkan/devices/${device.id}/logs`,
    ]) {
      const reply = await ana.client.get(url);
      expect(reply.status, url).toBe(400);
      expect(reply.text, url).toBe('java.lang.SecurityException: Reseller access required');
    }
    expect((await ana.client.get('/tarkan/clear/logs')).text).toMatch(/Administrator/);
    expect((await ana.client.get(`/api/audit?${RECENT_PERIOD}`)).text).toMatch(/Administrator/);
  });

  it(`purges entries older than ${AUDIT_KEEP_DAYS} days`, async () => {
    const { client } = await agentAdmin();
    const old = Date.now() - (AUDIT_KEEP_DAYS + 1) * 86_400_000;
    await executeSql(
      server.dir,
      'INSERT INTO "auditLog" ("time", "actionType", "objectType", "objectId") VALUES (?, ?, ?, ?)',
      old,
      'edit',
      'group',
      4242,
    );
    const before = await entries(
      client,
      `/tarkan/server/logs?to=${new Date(old + 1).toISOString()}`,
    );
    expect(before.map((entry) => entry.objectId)).toEqual([4242]);
    const cleared = await client.get('/tarkan/clear/logs');
    expect(cleared.json()).toEqual({ deleted: 1 });
    expect(
      await entries(client, `/tarkan/server/logs?to=${new Date(old + 1).toISOString()}`),
    ).toEqual([]);
  });
});
