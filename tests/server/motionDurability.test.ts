import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE } from './support/track';
import {
  adminClient,
  createDevice,
  osmand,
  removeDir,
  startTestServer,
  tempDir,
  RECENT_PERIOD,
} from './helpers';
import { readRows } from './support/database';

describe('motion state survives a restart', () => {
  it('keeps the trip open across a restart: no second deviceMoving, then one deviceStopped', async () => {
    const dir = tempDir();
    const t0 = Math.floor(Date.now() / 1000) - 3000;
    // Every 10 s: parked for 60 s, then 12 m/s north.
    const send = (farol: Awaited<ReturnType<typeof startTestServer>>, t: number, north: number) =>
      osmand(farol, { id: 'bus-1', lat: north / METRES_PER_DEGREE, lon: 10, timestamp: t0 + t });
    let farol = await startTestServer(dir);
    try {
      const admin = await adminClient(farol);
      const device = await createDevice(admin, 'Bus', 'bus-1');
      for (let t = 0; t <= 60; t += 10) await send(farol, t, 0);
      for (let t = 70; t <= 200; t += 10) await send(farol, t, (t - 60) * 12);
      await farol.close();

      const [state] = await readRows(
        dir,
        'SELECT "motionStreak", "motionPositionId", "motionTime" FROM devices WHERE id = ?',
        device.id,
      );
      const moving = await readRows<{ positionId: number }>(
        dir,
        `SELECT "positionId" FROM events WHERE "deviceId" = ? AND type = 'deviceMoving'`,
        device.id,
      );
      expect(moving).toHaveLength(1);
      expect(state).toEqual({
        motionStreak: 1,
        motionPositionId: moving[0]!.positionId,
        motionTime: (t0 + 60) * 1000,
      });

      farol = await startTestServer(dir);
      const again = await adminClient(farol);
      for (let t = 210; t <= 300; t += 10) await send(farol, t, (t - 60) * 12);
      for (let t = 310; t <= 600; t += 10) await send(farol, t, 240 * 12);
      const events = (
        await again.get(`/api/reports/events?deviceId=${device.id}&${RECENT_PERIOD}`)
      ).json() as { type: string; eventTime: string }[];
      expect(events.map((e) => e.type)).toEqual(['deviceMoving', 'deviceStopped']);
      expect(events[0]!.eventTime).toBe(
        new Date((t0 + 60) * 1000).toISOString().replace('Z', '+00:00'),
      );
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
