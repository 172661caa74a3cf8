import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceRuntime } from '../../server/storage/positions';
import type { PositionRecord, Storage } from '../../server/storage';
import { removeDir, tempDir } from './helpers';
import { openTestStorage } from './support/database';
import { at, T0, testDevice } from './support/track';

/**
 * A position batch larger than the SQLite writer's multi-row statements (32 rows): every row
 * and every device's runtime columns land as given, whichever statement carried them.
 */
describe('a position batch of many devices', () => {
  let dir: string;
  let storage: Storage;
  let deviceIds: number[];

  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
    deviceIds = [];
    for (let i = 0; i < 70; i++) {
      const { id: _id, ...fields } = testDevice({ uniqueId: `batch-${i}`, status: 'offline' });
      deviceIds.push((await storage.devices.insert(fields)).id);
    }
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  /** 75 positions: one per device, then five more of the first devices; each row different. */
  async function batch(): Promise<PositionRecord[]> {
    const ids = await storage.positions.allocateIds(75);
    return ids.map((id, i) => ({
      ...at(i, i * 10, { index: i, text: `p${i}` }),
      id,
      deviceId: deviceIds[i % 70]!,
      valid: i % 3 !== 0,
      speed: i / 4,
      course: i,
      address: i % 2 ? `street ${i}` : null,
      network: i % 5 ? null : { radioType: 'gsm', considerIp: false },
      geofenceIds: i % 7 ? null : [i, i + 1],
    }));
  }

  const runtimeOf = (positions: PositionRecord[]): DeviceRuntime[] =>
    deviceIds.map((id, i) => {
      const last = positions.filter((position) => position.deviceId === id).at(-1)!;
      return { id, status: i % 2 ? 'online' : 'unknown', lastUpdate: T0 + i, positionId: last.id };
    });

  it('stores every position and every device runtime column', async () => {
    const positions = await batch();
    const runtime = runtimeOf(positions);
    await storage.positions.commitBatch(positions, runtime);
    expect(await storage.positions.byIds(positions.map((position) => position.id))).toEqual(
      positions,
    );
    for (const expected of runtime) {
      const device = (await storage.devices.get(expected.id))!;
      expect({
        id: device.id,
        status: device.status,
        lastUpdate: device.lastUpdate,
        positionId: device.positionId,
      }).toEqual(expected);
    }
  });

  it('stores nothing when one row of the batch is refused', async () => {
    const positions = await batch();
    const runtime = runtimeOf(positions);
    positions[40] = { ...positions[40]!, deviceId: 999_999 };
    await expect(storage.positions.commitBatch(positions, runtime)).rejects.toThrow();
    expect(await storage.positions.byIds(positions.map((position) => position.id))).toEqual([]);
    expect((await storage.devices.get(deviceIds[1]!))!.positionId).toBe(0);
  });
});
