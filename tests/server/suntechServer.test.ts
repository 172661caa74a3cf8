import { describe, expect, it } from 'vitest';
import { suntechAnswer, suntechLocation } from '../../server/demo/devices/suntech';
import { createDevice, useTestServer, RECENT } from './helpers';
import { eventually, RawClient, REPORT, tcpPort } from './support/devices';

const { from: FROM, to: TO } = RECENT;

describe('Suntech over TCP', () => {
  const server = useTestServer();
  const get = async <T>(url: string) => (await server.admin.get(url)).json() as T;

  it('stores reports split and joined across packets, sends commands in the device dialect and records answers', async () => {
    const id = '0950030205';
    const device = await createDevice(server.admin, 'ST4315', id);
    const client = await RawClient.connect(tcpPort(server.farol, 'suntech'));
    // A universal report, then two in one packet with the second split across packets.
    const first = suntechLocation(id, Date.now() - 90_000, REPORT);
    const second = suntechLocation(id, Date.now() - 60_000, { ...REPORT, latitude: -23.56 });
    const third = suntechLocation(id, Date.now() - 30_000, { ...REPORT, latitude: -23.57 });
    await client.write(first + second + third.slice(0, 25));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.write(third.slice(25));
    const stored = await eventually(async () => {
      const found = await get<{ latitude: number; attributes: Record<string, unknown> }[]>(
        `/api/positions?deviceId=${device.id}&from=${FROM}&to=${TO}`,
      );
      return found.length === 3 ? found : undefined;
    });
    expect(stored.map((position) => position.latitude.toFixed(2))).toEqual([
      '-23.55',
      '-23.56',
      '-23.57',
    ]);
    expect(stored[0]!.attributes).toMatchObject({ type: 'STT', ignition: true, sat: 12 });
    expect((await get<{ status: string }>(`/api/devices/${device.id}`)).status).toBe('online');

    const types = await get<{ type: string }[]>(`/api/commands/types?deviceId=${device.id}`);
    expect(types.map((type) => type.type)).toContain('alarmArm');
    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'engineStop',
    });
    expect(sent.status).toBe(200);
    // The device spoke the universal protocol: so is the command.
    expect((await client.read()).toString()).toBe(`CMD;${id};04;01\r`);
    await client.write(suntechAnswer(id, '04;01', 'OK'));
    const [result] = await eventually(async () => {
      const found = await get<{ attributes: Record<string, unknown> }[]>(
        `/api/reports/events?deviceId=${device.id}&from=${FROM}&to=${TO}&type=commandResult`,
      );
      return found.length ? found : undefined;
    });
    expect(result!.attributes).toEqual({ result: '04;01;OK' });
    client.close();
  });

  it('writes legacy commands with the model of the device reports', async () => {
    const id = '317652';
    const device = await createDevice(server.admin, 'ST300', id);
    const client = await RawClient.connect(tcpPort(server.farol, 'suntech'));
    await client.write(`ST300ALV;${id}\r`);
    await eventually(async () =>
      (await get<{ status: string }>(`/api/devices/${device.id}`)).status === 'online'
        ? true
        : undefined,
    );
    const sent = await server.admin.post('/api/commands/send', {
      deviceId: device.id,
      type: 'outputControl',
      attributes: { index: 2, data: '1' },
    });
    expect(sent.status).toBe(200);
    expect((await client.read()).toString()).toBe(`ST300CMD;${id};02;Enable2\r`);
    client.close();
  });
});
