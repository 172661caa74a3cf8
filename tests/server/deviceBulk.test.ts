import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
import { openTestStorage } from './support/database';
import { newDeviceRecord } from '../../server/services/devices';
import { removeDir, tempDir } from './helpers';

const device = (uniqueId: string) =>
  newDeviceRecord({
    name: `Bulk ${uniqueId}`,
    uniqueId,
    category: 'car',
    attributes: { plate: 'ABC1D23' },
  });

describe('DeviceRepository.insertMany', () => {
  let dir: string;
  let storage: Storage;
  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  it('inserts every device, each linked to the owner, across chunks', async () => {
    const created = await storage.devices.insertMany(
      Array.from({ length: 1_234 }, (_, i) => device(`bulk-${i}`)),
      7,
    );
    expect(created).toHaveLength(1_234);
    expect(new Set(created.map((d) => d.id)).size).toBe(1_234);
    const all = await storage.devices.all();
    expect(all.find((d) => d.uniqueId === 'bulk-1000')?.id).toBe(created[1000]!.id);
    expect(all[0]!.attributes).toEqual({ plate: 'ABC1D23' });
    expect((await storage.links.propertiesOf('user', 7, 'device')).sort((a, b) => a - b)).toEqual(
      created.map((d) => d.id).sort((a, b) => a - b),
    );
  });

  it('writes nothing when one device is refused (duplicate uniqueId)', async () => {
    await storage.devices.insert(device('taken'));
    const batch = [device('fresh-1'), device('taken'), device('fresh-2')];
    await expect(storage.devices.insertMany(batch, 7)).rejects.toThrow();
    expect((await storage.devices.all()).map((d) => d.uniqueId)).toEqual(['taken']);
    expect(await storage.links.propertiesOf('user', 7, 'device')).toEqual([]);
  });
});
