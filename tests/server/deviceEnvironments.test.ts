import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Catalog } from '../../server/pipeline/catalog/catalog';
import { DeviceEnvironments } from '../../server/pipeline/catalog/environments';
import { DeviceStateStore } from '../../server/pipeline/deviceStates';
import { newDeviceRecord } from '../../server/services/devices';
import { ServerSettings } from '../../server/services/serverSettings';
import type { DeviceRecord, Storage } from '../../server/storage';
import { removeDir, tempDir } from './helpers';
import { openTestStorage } from './support/database';

const OPTIONS = { 'speed.unit': 'kn', 'filter.future': '86400', source: 'options' };

/**
 * A device's attributes are merged once (device → group chain → server → options) and the merge
 * kept until one of them changes: each change must be seen by the next position.
 */
describe('DeviceEnvironments: effective attributes', () => {
  let dir: string;
  let storage: Storage;
  let catalog: Catalog;
  let settings: ServerSettings;
  let environments: DeviceEnvironments;
  let device: DeviceRecord;
  let parentId: number;

  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
    const parent = await storage.groups.insert({
      name: 'Parent',
      groupId: 0,
      attributes: { source: 'parent', parentOnly: 1 },
    });
    parentId = parent.id;
    const group = await storage.groups.insert({
      name: 'Fleet',
      groupId: parent.id,
      attributes: { source: 'group', empty: '' },
    });
    device = await storage.devices.insert(
      newDeviceRecord({ name: 'Van', uniqueId: 'env-van', groupId: group.id }),
    );
    catalog = new Catalog(storage);
    await catalog.refresh();
    settings = await ServerSettings.load(storage, '');
    environments = new DeviceEnvironments(
      catalog,
      settings,
      OPTIONS,
      new DeviceStateStore(),
      () => undefined,
    );
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  const lookup = (key: string) => environments.envFor(device).lookup(key);

  it('takes the nearest source that sets a key, skipping empty values', () => {
    expect(lookup('source')).toBe('group');
    expect(lookup('parentOnly')).toBe(1);
    expect(lookup('speed.unit')).toBe('kn');
    expect(lookup('empty')).toBeUndefined();
    expect(lookup('nothing')).toBeUndefined();
  });

  it('keeps one environment while nothing changes', () => {
    expect(environments.envFor(device)).toBe(environments.envFor(device));
  });

  it("sees a change to the device's attributes", () => {
    lookup('source');
    device = { ...device, attributes: { source: 'device' } };
    expect(lookup('source')).toBe('device');
  });

  it("sees a change to a group's attributes once the catalog is refreshed", async () => {
    expect(lookup('parentOnly')).toBe(1);
    const parent = (await storage.groups.get(parentId))!;
    await storage.groups.update({ ...parent, attributes: { parentOnly: 2 } });
    await catalog.refresh();
    expect(lookup('parentOnly')).toBe(2);
  });

  it("sees a change to the server's attributes", async () => {
    expect(lookup('speed.unit')).toBe('kn');
    await settings.update({ attributes: { 'speed.unit': 'kmh' } });
    expect(lookup('speed.unit')).toBe('kmh');
  });
});
