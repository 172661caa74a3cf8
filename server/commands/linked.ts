import type { Catalog } from '../pipeline/catalog/catalog';
import type { DeviceRecord, Storage } from '../storage';

/** Ids of the saved commands linked to the device, directly or through its group chain. */
export async function linkedCommandIds(
  storage: Storage,
  catalog: Catalog,
  device: Pick<DeviceRecord, 'id' | 'groupId'>,
): Promise<Set<number>> {
  const linked = new Set(await storage.links.propertiesOf('device', device.id, 'command'));
  for (const group of catalog.groupChain(device.groupId)) {
    for (const id of await storage.links.propertiesOf('group', group.id, 'command')) {
      linked.add(id);
    }
  }
  return linked;
}
