import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newDeviceRecord } from '../../server/services/devices';
import { DeviceRegistry } from '../../server/services/registry';
import { Visibility } from '../../server/services/visibility';
import type { Storage } from '../../server/storage';
import { openTestStorage } from './support/database';
import { removeDir, tempDir } from './helpers';

/** Objects reached through a device include those of its group chain (3 levels up). */
describe('Visibility: objects and users of a device', () => {
  let dir: string;
  let storage: Storage;
  let visibility: Visibility;
  const groups: number[] = [];
  let deviceId: number;

  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
    groups.length = 0;
    for (let level = 0; level < 4; level++) {
      const group = await storage.groups.insert({
        name: `G${level + 1}`,
        groupId: groups[level - 1] ?? 0,
        attributes: {},
      });
      groups.push(group.id);
    }
    // The device sits in the deepest group: its chain is G4, G3, G2 (G1 is a 4th level).
    const device = await storage.devices.insert(
      newDeviceRecord({ name: 'Car', uniqueId: 'vis-1', groupId: groups[3]! }),
    );
    deviceId = device.id;
    const registry = new DeviceRegistry();
    registry.load([device], []);
    visibility = new Visibility(storage, registry);
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  const geofence = (name: string) =>
    storage.geofences.insert({
      name,
      description: null,
      area: 'CIRCLE (0 0, 10)',
      calendarId: 0,
      attributes: {},
    });

  it('collects geofences linked to the device and to its group chain, 3 levels', async () => {
    const direct = await geofence('direct');
    const viaG3 = await geofence('via G3');
    const viaG1 = await geofence('via G1 (too far)');
    await storage.links.add({
      ownerKind: 'device',
      ownerId: deviceId,
      propertyKind: 'geofence',
      propertyId: direct.id,
    });
    await storage.links.add({
      ownerKind: 'group',
      ownerId: groups[2]!,
      propertyKind: 'geofence',
      propertyId: viaG3.id,
    });
    await storage.links.add({
      ownerKind: 'group',
      ownerId: groups[0]!,
      propertyKind: 'geofence',
      propertyId: viaG1.id,
    });
    expect((await visibility.objectIdsOfDevice(deviceId, 'geofence')).sort()).toEqual(
      [direct.id, viaG3.id].sort(),
    );
    expect(await visibility.objectIdsOfDevice(deviceId, 'notification')).toEqual([]);
  });

  it('finds the users who see the device directly or through its groups', async () => {
    for (const [userId, kind, id] of [
      [10, 'device', deviceId],
      [11, 'group', groups[1]!],
      [12, 'group', groups[0]!],
    ] as const) {
      await storage.links.add({
        ownerKind: 'user',
        ownerId: userId,
        propertyKind: kind,
        propertyId: id,
      });
    }
    expect((await visibility.userIdsOfDevice(deviceId)).sort()).toEqual([10, 11]);
    expect(await visibility.deviceIdsOf(11)).toEqual([deviceId]);
    expect(await visibility.deviceIdsOf(12)).toEqual([]);
  });
});
