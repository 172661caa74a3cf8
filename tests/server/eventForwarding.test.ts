import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  type Client,
} from './helpers';

/** A request the receiver got: its headers and JSON body. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: {
    event: { type: string; deviceId: number };
    device?: { name: string };
    position?: unknown;
  };
}

/** A local HTTP receiver whose answer to each request the test decides. */
class Receiver {
  readonly received: Received[] = [];
  /** Status per request, in order; 200 once they run out. `hang` never answers. */
  answers: (number | 'hang')[] = [];
  private readonly hanging: http.ServerResponse[] = [];
  private waiters: (() => void)[] = [];
  private readonly server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: JSON.parse(text) });
      for (const wake of this.waiters.splice(0)) wake();
      const answer = this.answers.shift() ?? 200;
      if (answer === 'hang') this.hanging.push(response);
      else response.writeHead(answer).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/events`;
  }

  /** Resolves once `count` requests have arrived. */
  async until(count: number): Promise<void> {
    while (this.received.length < count) await new Promise<void>((r) => this.waiters.push(r));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe("Traccar's event forwarding (event.forward.*)", () => {
  const receiver = new Receiver();
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let t = Math.floor(Date.now() / 1000) - 600;

  beforeAll(async () => {
    const url = await receiver.start();
    dir = tempDir();
    farol = await startTestServer(dir, {
      options: {
        'event.forward.url': url,
        'event.forward.header': 'Authorization: Bearer shared-secret; X-Source: farol',
        'event.forward.retry.delay': '5',
        'event.forward.retry.count': '3',
      },
    });
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
    await receiver.stop();
  });

  it("posts each event as Traccar's JSON with the configured headers", async () => {
    const van = await createDevice(admin, 'Van F', 'fwd-van');
    await osmand(farol, {
      id: 'fwd-van',
      lat: -23.6,
      lon: -46.6,
      timestamp: (t += 10),
      ignition: 'false',
    });
    await osmand(farol, {
      id: 'fwd-van',
      lat: -23.6,
      lon: -46.6,
      timestamp: (t += 10),
      ignition: 'true',
    });
    await receiver.until(1);
    const [first] = receiver.received;
    expect(first!.headers.authorization).toBe('Bearer shared-secret');
    expect(first!.headers['x-source']).toBe('farol');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(first!.body).toMatchObject({
      event: { type: 'ignitionOn', deviceId: van.id },
      device: { name: 'Van F' },
      position: { deviceId: van.id, attributes: expect.objectContaining({ ignition: true }) },
    });
  });

  it('retries a refused POST with growing delays until the receiver takes it', async () => {
    const before = receiver.received.length;
    receiver.answers = [500, 503];
    await osmand(farol, {
      id: 'fwd-van',
      lat: -23.6,
      lon: -46.6,
      timestamp: (t += 10),
      ignition: 'false',
    });
    await receiver.until(before + 3);
    const attempts = receiver.received.slice(before).map((request) => request.body.event.type);
    expect(attempts).toEqual(['ignitionOff', 'ignitionOff', 'ignitionOff']);
  });

  it('never makes a device wait for the receiver', async () => {
    const before = receiver.received.length;
    receiver.answers = ['hang'];
    await osmand(farol, {
      id: 'fwd-van',
      lat: -23.6,
      lon: -46.6,
      timestamp: (t += 10),
      ignition: 'true',
    });
    await receiver.until(before + 1);
    // The receiver still holds that POST open, and the device is answered all the same.
    const status = await osmand(farol, {
      id: 'fwd-van',
      lat: -23.6,
      lon: -46.6,
      timestamp: (t += 10),
      ignition: 'false',
    });
    expect(status).toBe(200);
  });
});

describe('POST /tarkan/webhooks/event', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it("runs the anchor rule on another server's geofenceExit: engine stop queued, anchor deleted", async () => {
    const van = await createDevice(admin, 'Van W', 'hook-van');
    const anchor = await admin.post('/api/geofences', {
      name: 'Ancora Van W',
      area: 'CIRCLE (-23.55 -46.63, 150)',
      attributes: { isAnchor: true, deviceId: van.id },
    });
    const anchorId = anchor.json().id as number;
    await admin.post('/api/permissions', { deviceId: van.id, geofenceId: anchorId });
    const saved = await admin.post('/api/commands', {
      description: 'Bloqueio',
      type: 'custom',
      attributes: { data: 'STOP-W', 'tarkan.changeNative': 'engineStop' },
    });
    await admin.post('/api/permissions', { deviceId: van.id, commandId: saved.json().id });

    const hook = await admin.post('/tarkan/webhooks/event', {
      event: { id: 987654, type: 'geofenceExit', deviceId: van.id, geofenceId: anchorId },
      device: { id: van.id, name: 'Van W' },
    });
    expect(hook.status).toBe(200);
    expect(hook.json()).toEqual({ actions: ['engine', 'deleteAnchor'] });
    expect((await admin.get(`/api/geofences/${anchorId}`)).status).toBe(404);
    const params = new URLSearchParams({ id: 'hook-van', lat: '-23.6', lon: '-46.6' });
    const reply = await fetch(`${farol.osmandUrl}/?${params}`, { method: 'POST' });
    expect(await reply.text()).toBe('STOP-W');
  });

  it('answers administrators only, and validates the body', async () => {
    const other = await userClient(farol, admin, 'hook-user@farol.test');
    const van = await createDevice(admin, 'Van X', 'hook-van-x');
    const body = {
      event: { type: 'alarm', deviceId: van.id, attributes: { alarm: 'unknownDriver' } },
    };
    const denied = await other.client.post('/tarkan/webhooks/event', body);
    expect(denied.status).toBe(400);
    expect(denied.text).toContain('Administrator access required');
    expect((await admin.post('/tarkan/webhooks/event', { event: { type: 'alarm' } })).status).toBe(
      400,
    );
    const locked = await admin.post('/tarkan/webhooks/event', body);
    expect(locked.json()).toEqual({ actions: ['engine'] });
    expect((await admin.get(`/api/devices/${van.id}`)).json().attributes.isQrLocked).toBe(true);
    // Locked already: the same alarm again changes nothing.
    expect((await admin.post('/tarkan/webhooks/event', body)).json()).toEqual({ actions: [] });
  });
});
