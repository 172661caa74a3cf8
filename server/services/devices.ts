import type { DeviceRecord, Storage } from '../storage';
import type { LinkService } from './links';
import type { LiveHub } from './liveHub';
import type { DeviceRegistry, RuntimeField } from './registry';

/** The fields a client may write on a device. */
export type DeviceFields = Omit<DeviceRecord, RuntimeField>;

/** Device writes: the database, the in-memory registry and live subscriptions stay in step. */
export class DeviceService {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly links: LinkService,
    private readonly hub: LiveHub,
  ) {}

  /** Creates a device and links it to its creator (when given). */
  async create(fields: DeviceFields, ownerId: number | null): Promise<DeviceRecord> {
    const device = await this.storage.devices.insert({
      ...fields,
      status: 'offline',
      lastUpdate: null,
      positionId: 0,
    });
    this.registry.add(device);
    if (ownerId !== null) {
      await this.links.add({
        ownerKind: 'user',
        ownerId,
        propertyKind: 'device',
        propertyId: device.id,
      });
    }
    return device;
  }

  /** Writes the editable fields; returns the live device. */
  async update(id: number, fields: DeviceFields): Promise<DeviceRecord> {
    const current = this.registry.get(id);
    if (!current) throw new Error(`Device ${id} is not in the registry`);
    await this.storage.devices.update({ ...current, ...fields, id });
    this.registry.update(id, fields);
    return current;
  }

  /** Deletes a device with its positions and links. */
  async remove(id: number): Promise<void> {
    await this.storage.devices.delete(id);
    this.registry.remove(id);
    this.hub.dropDevice(id);
  }
}
