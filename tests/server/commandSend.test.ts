import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  createDevice,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
  RECENT,
} from './helpers';
import { RecordingServer } from './support/recorder';

const FROM = RECENT.from;
const TO = RECENT.to;

describe('commands', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let sms: RecordingServer;
  let device: { id: number; uniqueId: string };

  /** One OsmAnd query-form report; returns the response body. */
  const report = async (uniqueId: string, offset = 0) => {
    const t = Math.floor(Date.now() / 1000) - 300 + offset;
    const response = await fetch(`${farol.osmandUrl}/?id=${uniqueId}&lat=1&lon=2&timestamp=${t}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    sms = await RecordingServer.start();
    device = await createDevice(admin, 'Phone', 'ph-1');
  });
  afterAll(async () => {
    await farol.close();
    await sms.close();
    removeDir(dir);
  });

  it('lists every type without a device, and custom only for an OsmAnd device', async () => {
    const all = (await admin.get('/api/commands/types')).json() as { type: string }[];
    expect(all[0]).toEqual({ type: 'custom' });
    expect(all.map((t) => t.type)).toEqual(
      expect.arrayContaining(['engineStop', 'alarmVibration']),
    );
    expect(all).toHaveLength(46);
    expect((await admin.get(`/api/commands/types?deviceId=${device.id}`)).json()).toEqual([
      { type: 'custom' },
    ]);
    await report('ph-1');
    expect((await admin.get(`/api/commands/types?deviceId=${device.id}`)).json()).toEqual([
      { type: 'custom' },
    ]);
  });

  it('queues a custom command (202) and answers the next report with its data, once', async () => {
    const sent = await admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'custom',
      attributes: { data: 'setinterval 30 {uniqueId}' },
    });
    expect(sent.status).toBe(202);
    expect(sent.json()).toMatchObject({
      id: expect.any(Number),
      deviceId: device.id,
      type: 'custom',
      textChannel: false,
      attributes: { data: 'setinterval 30 ph-1' },
    });
    expect(await report('ph-1', 10)).toBe('setinterval 30 ph-1');
    expect(await report('ph-1', 20)).toBe('');
    const events = (
      await admin.get(
        `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=queuedCommandSent`,
      )
    ).json();
    expect(events).toEqual([
      expect.objectContaining({ type: 'queuedCommandSent', attributes: { id: sent.json().id } }),
    ]);
  });

  it('queues every SPEC action for a device that cannot take it live; refuses unknown types', async () => {
    for (const type of [
      'engineStop',
      'engineResume',
      'anchorEnable',
      'outputControl',
      'rebootDevice',
    ]) {
      const reply = await admin.post('/api/commands/send', { deviceId: device.id, type });
      expect(reply.status).toBe(202);
    }
    // One per request, oldest first; a type without data answers an empty body.
    expect(await report('ph-1', 30)).toBe('');
    const unknown = await admin.post('/api/commands/send', { deviceId: device.id, type: 'fly' });
    expect(unknown.status).toBe(400);
  });

  it('noQueue fails; textChannel needs an SMS gateway, then sends through it', async () => {
    const noQueue = await admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'custom',
      attributes: { data: 'x', noQueue: true },
    });
    expect(noQueue.status).toBe(400);
    expect(noQueue.text).toBe('java.lang.RuntimeException: Failed to send command');
    const text = {
      deviceId: device.id,
      type: 'custom',
      textChannel: true,
      attributes: { data: 'hi {uniqueId}' },
    };
    const unconfigured = await admin.post('/api/commands/send', text);
    expect(unconfigured.text).toBe('java.lang.RuntimeException: SMS not configured');

    await admin.put('/api/server', { attributes: { 'sms.http.url': `${sms.url}/sms?to={phone}` } });
    await admin.put(`/api/devices/${device.id}`, {
      id: device.id,
      name: 'Phone',
      uniqueId: 'ph-1',
      phone: '+5511999',
    });
    const sent = await admin.post('/api/commands/send', text);
    expect(sent.status).toBe(200);
    expect(sent.json()).toMatchObject({ type: 'custom', textChannel: true });
    const [request] = await sms.received(1);
    expect(request!.url).toBe('/sms?to=%2B5511999');
    expect(new URLSearchParams(request!.body).get('message')).toBe('hi ph-1');
  });

  it('limitCommands allows only saved commands; /send lists those of user and device', async () => {
    const { client, id } = await userClient(farol, admin, 'limited@farol.test', {
      limitCommands: true,
    });
    await admin.post('/api/permissions', { userId: id, deviceId: device.id });
    const custom = await admin.post('/api/commands', {
      description: 'Ping',
      type: 'custom',
      attributes: { data: 'ping' },
    });
    const stop = await admin.post('/api/commands', { description: 'Stop', type: 'engineStop' });
    const unlinked = await admin.post('/api/commands', { description: 'Other', type: 'custom' });
    for (const saved of [custom, stop, unlinked]) expect(saved.status).toBe(200);
    for (const saved of [custom, stop]) {
      await admin.post('/api/permissions', { userId: id, commandId: saved.json().id });
      await admin.post('/api/permissions', { deviceId: device.id, commandId: saved.json().id });
    }
    await admin.post('/api/permissions', { userId: id, commandId: unlinked.json().id });

    const listed = (await client.get(`/api/commands/send?deviceId=${device.id}`)).json();
    expect(listed.map((c: { description: string }) => c.description)).toEqual(['Ping']);

    const adHoc = await client.post('/api/commands/send', { deviceId: device.id, type: 'custom' });
    expect(adHoc.status).toBe(400);
    expect(adHoc.text).toContain('Operation restricted');
    const saved = await client.post('/api/commands/send', {
      id: custom.json().id,
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(saved.status).toBe(202);
    expect(saved.json()).toMatchObject({ type: 'custom', attributes: { data: 'ping' } });

    const other = await createDevice(admin, 'Not theirs', 'nt-1');
    const denied = await client.post('/api/commands/send', {
      id: custom.json().id,
      deviceId: other.id,
    });
    expect(denied.status).toBe(400);
    expect(denied.text).toContain('Device access denied');
    const foreign = await admin.post('/api/commands', {
      description: 'Admin only',
      type: 'custom',
    });
    const notMine = await client.post('/api/commands/send', {
      id: foreign.json().id,
      deviceId: device.id,
    });
    expect(notMine.text).toContain('Command access denied');
  });

  it('the JSON form of OsmAnd takes no queued command; the next query form does', async () => {
    const phone = await createDevice(admin, 'Json phone', 'js-1');
    await admin.post('/api/commands/send', {
      deviceId: phone.id,
      type: 'custom',
      attributes: { data: 'later' },
    });
    const coords = { latitude: 1, longitude: 2, speed: 0, heading: 0, accuracy: 5, altitude: 0 };
    const json = await fetch(`${farol.osmandUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'js-1',
        location: { timestamp: new Date().toISOString(), coords },
      }),
    });
    expect(json.status).toBe(200);
    expect(await json.text()).toBe('');
    expect(await report('js-1', 50)).toBe('later');
  });
});
