import { describe, expect, it } from 'vitest';
import { adminClient, createDevice, removeDir, startTestServer, tempDir } from './helpers';
import { executeSql, readRows, TEST_DATABASE } from './support/database';

/** Makes the database refuse every new position, as a full disk or a broken index would. */
async function refusePositions(dir: string): Promise<() => Promise<void>> {
  if (TEST_DATABASE === 'sqlite') {
    await executeSql(
      dir,
      "CREATE TRIGGER refuse_positions BEFORE INSERT ON positions BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    );
    return () => executeSql(dir, 'DROP TRIGGER refuse_positions');
  }
  await executeSql(
    dir,
    "CREATE FUNCTION refuse_positions() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql",
  );
  await executeSql(
    dir,
    'CREATE TRIGGER refuse_positions BEFORE INSERT ON positions FOR EACH ROW EXECUTE FUNCTION refuse_positions()',
  );
  return async () => {
    await executeSql(dir, 'DROP TRIGGER refuse_positions ON positions');
    await executeSql(dir, 'DROP FUNCTION refuse_positions');
  };
}

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

  it('is never acknowledged before it is committed: a refused commit is no 200', async () => {
    // Without the await on the commit, the answer would be 200 here while nothing is stored.
    const dir = tempDir();
    const farol = await startTestServer(dir);
    try {
      const admin = await adminClient(farol);
      const device = await createDevice(admin, 'Refused', 'refused-1');
      const fix = Math.floor(Date.now() / 1000);
      const report = (seconds: number) =>
        fetch(`${farol.osmandUrl}/?id=refused-1&lat=-23.6&lon=-46.7&timestamp=${seconds}`);
      const allow = await refusePositions(dir);
      const refused = await report(fix);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      const stored = () =>
        readRows(dir, 'SELECT id FROM positions WHERE "deviceId" = ?', device.id);
      expect(await stored()).toEqual([]);
      const [deviceRow] = await readRows(
        dir,
        'SELECT "positionId" FROM devices WHERE id = ?',
        device.id,
      );
      expect(deviceRow).toEqual({ positionId: 0 });

      await allow();
      expect((await report(fix + 5)).status).toBe(200);
      expect(await stored()).toHaveLength(1);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
