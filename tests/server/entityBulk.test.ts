import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
import { openTestStorage } from './support/database';
import { removeDir, tempDir } from './helpers';

const geofence = (i: number) => ({
  name: `Cerca ${i}`,
  description: null,
  area: `CIRCLE (-23.5 -46.6, ${100 + i})`,
  calendarId: 0,
  attributes: { speedLimit: i },
});

describe('EntityRepository.insertManyOwned', () => {
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

  it('inserts every object, each linked to the owner, across link chunks', async () => {
    const created = await storage.geofences.insertManyOwned(
      Array.from({ length: 1_234 }, (_, i) => geofence(i)),
      7,
    );
    expect(created).toHaveLength(1_234);
    expect(new Set(created.map((g) => g.id)).size).toBe(1_234);
    const stored = await storage.geofences.get(created[1000]!.id);
    expect(stored).toEqual({ ...geofence(1000), id: created[1000]!.id });
    expect((await storage.links.propertiesOf('user', 7, 'geofence')).sort((a, b) => a - b)).toEqual(
      created.map((g) => g.id).sort((a, b) => a - b),
    );
  });

  it('writes nothing when one object is refused', async () => {
    const bad = { ...geofence(2), name: null as unknown as string };
    await expect(
      storage.geofences.insertManyOwned([geofence(1), bad, geofence(3)], 7),
    ).rejects.toThrow();
    expect(await storage.geofences.list()).toEqual([]);
    expect(await storage.links.propertiesOf('user', 7, 'geofence')).toEqual([]);
  });
});
