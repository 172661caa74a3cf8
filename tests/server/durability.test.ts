import { describe, expect, it } from 'vitest';
import { adminClient, createDevice, removeDir, startTestServer, tempDir } from './helpers';
import { readRows } from './support/database';

describe('an acknowledged position is in the database', () => {
  it('is readable by another connection at once, and after closing right after the 200', async () => {
    const dir = tempDir();
    let farol = await startTestServer(dir);
    try {
      const admin = await adminClient(farol);
      const device = await createDevice(admin, 'Durable', 'durable-1');
      const fix = Math.floor(Date.now() / 1000);
      const response = await fetch(
        `${farol.osmandUrl}/?id=durable-1&lat=-23.6&lon=-46.7&timestamp=${fix}&fuel=33`,
      );
      expect(response.status).toBe(200);

      // Before the server does anything else, an independent connection sees the row.
      const [row] = await readRows<{ id: number; latitude: number; fixTime: number }>(
        dir,
        'SELECT id, latitude, "fixTime" FROM positions WHERE "deviceId" = ?',
        device.id,
      );
      const [deviceRow] = await readRows(
        dir,
        'SELECT "positionId", status FROM devices WHERE id = ?',
        device.id,
      );
      expect(row).toMatchObject({ latitude: -23.6, fixTime: fix * 1000 });
      expect(deviceRow).toEqual({ positionId: row!.id, status: 'online' });

      await farol.close();
      farol = await startTestServer(dir);
      const again = await adminClient(farol);
      const [position] = (await again.get(`/api/positions?id=${row!.id}`)).json();
      expect(position).toMatchObject({
        id: row!.id,
        deviceId: device.id,
        latitude: -23.6,
        attributes: { fuel: 33 },
      });
      expect((await again.get(`/api/devices/${device.id}`)).json().positionId).toBe(row!.id);
      // Ids keep growing after a restart (the counter is seeded from the stored maximum).
      await fetch(`${farol.osmandUrl}/?id=durable-1&lat=-23.61&lon=-46.7&timestamp=${fix + 5}`);
      const [latest] = (await again.get(`/api/positions?deviceId=${device.id}`)).json();
      expect(latest.id).toBeGreaterThan(row!.id);
      expect(latest.attributes.totalDistance).toBeGreaterThan(1000);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
