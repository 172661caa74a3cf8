import { describe, expect, it, vi } from 'vitest';
import { inactivityDue } from '../../server/pipeline/inactivity';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  type Client,
  RECENT_PERIOD,
} from './helpers';

const MINUTE = 60_000;

describe('inactivityDue (Traccar TaskDeviceInactivityCheck)', () => {
  const check = 15 * MINUTE;
  it.each([
    ['not yet inactive', 0, 60 * MINUTE, 0, 50 * MINUTE, false],
    ['first check after the start', 0, 60 * MINUTE, 0, 70 * MINUTE, true],
    ['later checks stay quiet without a period', 0, 60 * MINUTE, 0, 80 * MINUTE, false],
    ['repeats every period', 0, 60 * MINUTE, 30 * MINUTE, 95 * MINUTE, true],
    ['between repetitions', 0, 60 * MINUTE, 30 * MINUTE, 110 * MINUTE, false],
    ['off when start is 0', 0, 0, 30 * MINUTE, 95 * MINUTE, false],
  ])('%s', (_name, lastUpdate, start, period, now, due) => {
    expect(inactivityDue(lastUpdate, start, period, now, check)).toBe(due);
  });
});

describe('status and inactivity events', () => {
  const events = async (admin: Client, deviceId: number) =>
    (
      (await admin.get(`/api/reports/events?deviceId=${deviceId}&${RECENT_PERIOD}`)).json() as {
        type: string;
        positionId: number;
        attributes: Record<string, unknown>;
      }[]
    ).map((event) => event.type);

  it('deviceOnline, deviceUnknown and deviceInactive when enabled, on their schedules', async () => {
    const dir = tempDir();
    const farol = await startTestServer(dir, {
      statusTimeout: 1,
      options: { 'event.status.enable': 'true', 'farol.inactivity.checkPeriod': '200' },
    });
    try {
      const admin = await adminClient(farol);
      const device = await createDevice(admin, 'Quiet', 'quiet-1');
      await admin.put(`/api/devices/${device.id}`, {
        id: device.id,
        name: 'Quiet',
        uniqueId: 'quiet-1',
        attributes: { deviceInactivityStart: 1500 },
      });
      await osmand(farol, { id: 'quiet-1', lat: 1, lon: 1 });
      expect(await events(admin, device.id)).toEqual(['deviceOnline']);
      // The status timeout (1 s) and the inactivity start (1.5 s) pass on the server's own timers;
      // a loaded machine may run them late, so wait for both rather than for a fixed time.
      await vi.waitFor(
        async () =>
          expect(await events(admin, device.id)).toEqual([
            'deviceOnline',
            'deviceUnknown',
            'deviceInactive',
          ]),
        { timeout: 20_000, interval: 250 },
      );
      await osmand(farol, { id: 'quiet-1', lat: 1, lon: 1 });
      expect((await events(admin, device.id)).filter((t) => t === 'deviceOnline')).toHaveLength(2);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });

  it('raises no status event by default', async () => {
    const dir = tempDir();
    const farol = await startTestServer(dir, { statusTimeout: 1 });
    try {
      const admin = await adminClient(farol);
      const device = await createDevice(admin, 'Plain', 'plain-1');
      await osmand(farol, { id: 'plain-1', lat: 1, lon: 1 });
      await vi.waitFor(
        async () =>
          expect((await admin.get(`/api/devices/${device.id}`)).json().status).toBe('unknown'),
        { timeout: 20_000, interval: 250 },
      );
      expect(await events(admin, device.id)).toEqual([]);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
