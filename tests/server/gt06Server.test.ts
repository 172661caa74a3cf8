import { describe, expect, it } from 'vitest';
import { gt06Answer, gt06Location, gt06Login } from '../../server/demo/devices/gt06';
import { gt06Frame } from '../../server/protocols/gt06/reply';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('GT06 over TCP', () => {
  const server = useTestServer();
  const port = () => tcpPort(server.farol, 'gt06');
  const history = async (deviceId: number) =>
    (
      await server.admin.get(`/api/positions?deviceId=${deviceId}&from=${FROM}&to=${TO}`)
    ).json() as {
      latitude: number;
      protocol: string;
      attributes: Record<string, unknown>;
    }[];
  const status = async (deviceId: number) =>
    ((await server.admin.get(`/api/devices/${deviceId}`)).json() as { status: string }).status;
  const events = async (deviceId: number, type: string) =>
    (
      await server.admin.get(
        `/api/reports/events?deviceId=${deviceId}&from=${FROM}&to=${TO}&type=${type}`,
      )
    ).json() as { type: string; attributes: Record<string, unknown> }[];

  it('acknowledges a login, marks the device online, stores and acknowledges locations', async () => {
    const device = await createDevice(server.admin, 'Truck', '359710045559474');
    const client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559474', 1));
    expect((await client.read()).equals(gt06Frame(false, 0x01, 1))).toBe(true);
    expect(await status(device.id)).toBe('online');

    const time = Date.now() - 60_000;
    await client.write(gt06Location(time, REPORT, 2));
    expect((await client.read()).equals(gt06Frame(false, 0x16, 2))).toBe(true);
    // The answer comes after the commit: the position is already stored.
    const [stored] = await history(device.id);
    expect(stored).toMatchObject({ protocol: 'gt06' });
    expect(stored!.latitude).toBeCloseTo(-23.5505, 4);
    expect(stored!.attributes).toMatchObject({ ignition: true, sat: 9, charge: true, rssi: 4 });
    client.close();
    await client.closed;
    await eventually(async () => ((await status(device.id)) === 'offline' ? true : undefined));
  });

  it('takes several frames in one packet and a frame split across packets', async () => {
    const device = await createDevice(server.admin, 'Van', '359710045559475');
    const client = await RawClient.connect(port());
    const time = Date.now() - 120_000;
    const login = gt06Login('359710045559475', 1);
    const first = gt06Location(time, REPORT, 2);
    await client.write(Buffer.concat([login, first]));
    const second = gt06Location(time + 10_000, { ...REPORT, latitude: -23.56 }, 3);
    for (let at = 0; at < second.length; at += 7) {
      await client.write(second.subarray(at, at + 7));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await client.read(3 * 10);
    expect(
      answers.equals(Buffer.concat([1, 2, 3].map((s, i) => gt06Frame(false, i ? 0x16 : 1, s)))),
    ).toBe(true);
    expect((await history(device.id)).map((p) => p.latitude.toFixed(2))).toEqual([
      '-23.55',
      '-23.56',
    ]);
    client.close();
  });

  it('stores and answers nothing for a frame that fails to decode, and keeps the connection', async () => {
    const device = await createDevice(server.admin, 'Car', '359710045559476');
    const client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559476', 1));
    await client.read();
    const good = gt06Location(Date.now() - 30_000, REPORT, 2);
    // The same location cut short: its length byte still matches, its fields do not fit.
    const broken = gt06Frame(false, 0x16, 3, good.subarray(4, 14));
    await client.write(broken);
    await client.write(good);
    expect((await client.read()).equals(gt06Frame(false, 0x16, 2))).toBe(true);
    expect(await history(device.id)).toHaveLength(1);
    expect(server.farol.devices.counters.gt06!.errors).toBeGreaterThan(0);
    client.close();
  });

  it('closes a connection that sends more than a frame may hold', async () => {
    const client = await RawClient.connect(port());
    await client.write(Buffer.alloc(40 * 1024, 0x78)).catch(() => undefined);
    await client.closed;
  });

  it('sends commands to a connected device now, queues them otherwise, and records answers', async () => {
    const device = await createDevice(server.admin, 'Bus', '359710045559477');
    let client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559477', 1));
    await client.read();
    const types = (await server.admin.get(`/api/commands/types?deviceId=${device.id}`)).json();
    expect(types).toEqual(
      ['custom', 'positionSingle', 'positionPeriodic', 'engineStop', 'engineResume'].map(
        (type) => ({ type }),
      ),
    );
    await client.write(gt06Location(Date.now() - 10_000, REPORT, 2));
    await client.read();

    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    const frame = await client.read();
    expect(frame.toString('latin1')).toContain('Relay,1#');
    expect(frame[3]).toBe(0x80);
    await client.write(gt06Answer('Cut off the fuel supply: Success!', 3));
    const [result] = await eventually(async () => {
      const found = await events(device.id, 'commandResult');
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: 'Cut off the fuel supply: Success!' });

    client.close();
    await client.closed;
    await eventually(async () => ((await status(device.id)) === 'offline' ? true : undefined));
    const queued = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineResume',
    });
    expect(queued.status).toBe(202);

    client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559477', 4));
    const answer = await client.read(10 + 20);
    expect(answer.subarray(0, 10).equals(gt06Frame(false, 0x01, 4))).toBe(true);
    expect(answer.subarray(10).toString('latin1')).toContain('Relay,0#');
    expect(await events(device.id, 'queuedCommandSent')).toHaveLength(1);
    client.close();
  });

  it('ignores an unknown device', async () => {
    const client = await RawClient.connect(port());
    await client.write(gt06Login('111111111111111', 1));
    await client.write(gt06Location(Date.now(), REPORT, 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.take().length).toBe(0);
    client.close();
  });
});

describe('GT06 connection limits and options', () => {
  const server = useTestServer({
    options: {
      'farol.protocol.frameTimeout': '0.3',
      'farol.protocol.identifyTimeout': '0.6',
      'database.saveOriginal': 'true',
    },
  });
  const port = () => tcpPort(server.farol, 'gt06');

  it('closes a connection holding a partial frame (slow loris)', async () => {
    await createDevice(server.admin, 'Slow', '359710045559480');
    const client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559480', 1));
    await client.read();
    const frame = gt06Location(Date.now(), REPORT, 2);
    await client.write(frame.subarray(0, 10));
    const started = Date.now();
    await client.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('closes a connection that never identifies a device', async () => {
    const client = await RawClient.connect(port());
    await client.closed;
  });

  it('keeps the frame as `raw` when database.saveOriginal is set', async () => {
    const device = await createDevice(server.admin, 'Raw', '359710045559481');
    const client = await RawClient.connect(port());
    await client.write(gt06Login('359710045559481', 1));
    await client.read();
    const frame = gt06Location(Date.now() - 5000, REPORT, 2);
    await client.write(frame);
    await client.read();
    const [stored] = (
      await server.admin.get(`/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`)
    ).json() as { attributes: Record<string, unknown> }[];
    expect(stored!.attributes.raw).toBe(frame.toString('hex'));
    client.close();
  });
});
