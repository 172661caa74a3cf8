import { LocalBus, type ClusterBus } from '../cluster/bus';
import { DuplicateError, IllegalArgumentError, StorageError } from '../errors';
import type { DeviceRecord, PositionRecord, Storage } from '../storage';
import type { LinkService } from './links';
import type { LiveHub } from './liveHub';
import type { DeviceRegistry, RuntimeField } from './registry';

const deviceLink = (ownerId: number, deviceId: number) => ({
  ownerKind: 'user',
  ownerId,
  propertyKind: 'device',
  propertyId: deviceId,
});

/** The fields a client may write on a device. */
export type DeviceFields = Omit<DeviceRecord, RuntimeField>;

/** A device's writable fields from a name and unique id; the others empty unless given. */
export function newDeviceFields(
  input: Pick<DeviceFields, 'name' | 'uniqueId'> & Partial<DeviceFields>,
): DeviceFields {
  return {
    groupId: 0,
    calendarId: 0,
    phone: null,
    model: null,
    contact: null,
    category: null,
    disabled: false,
    expirationTime: null,
    attributes: {},
    ...input,
  };
}

/** A new device's record before it has an id: offline and never seen. */
export function newDeviceRecord(
  input: Pick<DeviceFields, 'name' | 'uniqueId'> & Partial<DeviceFields>,
): Omit<DeviceRecord, 'id'> {
  return { ...newDeviceFields(input), status: 'offline', lastUpdate: null, positionId: 0 };
}

/** What anyone sees when the identifier they chose cannot be registered. */
export const IDENTIFIER_UNAVAILABLE = 'Device identifier is not available';

/**
 * A taken uniqueId is refused with a message that says nothing of whose it is (or that it
 * exists at all beyond this refusal), the same for every caller.
 */
async function neutralDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw error instanceof DuplicateError ? new StorageError(IDENTIFIER_UNAVAILABLE) : error;
  }
}

/** Device writes: the database, the in-memory registry and live subscriptions stay in step. */
export class DeviceService {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly links: LinkService,
    private readonly hub: LiveHub,
    private readonly bus: ClusterBus = new LocalBus(),
  ) {}

  /** Creates a device and links it to its creator (when given). */
  async create(fields: DeviceFields, ownerId: number | null): Promise<DeviceRecord> {
    const device = await neutralDuplicate(() =>
      this.storage.devices.insert(newDeviceRecord(fields), ownerId ?? undefined),
    );
    this.registry.add(device);
    this.bus.publish({ type: 'device', deviceId: device.id });
    // Users who see its group see it too; otherwise only its creator's sockets change.
    if (device.groupId > 0) await this.links.refreshAll();
    else if (ownerId !== null) await this.links.linksChanged([deviceLink(ownerId, device.id)]);
    return device;
  }

  /** Writes the editable fields; returns the live device. */
  async update(id: number, fields: DeviceFields): Promise<DeviceRecord> {
    const current = this.registry.get(id);
    if (!current) throw new Error(`Device ${id} is not in the registry`);
    const movedGroup = current.groupId !== fields.groupId;
    await neutralDuplicate(() => this.storage.devices.update({ ...current, ...fields, id }));
    this.registry.update(id, fields);
    this.bus.publish({ type: 'device', deviceId: id });
    // Users who saw it through its old group lose it, those of the new group gain it.
    if (movedGroup) await this.links.refreshAll();
    return current;
  }

  /** A group or calendar was deleted (the database cleared it): the live devices follow. */
  clearReference(field: 'groupId' | 'calendarId', id: number): void {
    for (const device of this.registry.all()) {
      if (device[field] !== id) continue;
      this.registry.update(device.id, { [field]: 0 });
      this.bus.publish({ type: 'device', deviceId: device.id });
    }
  }

  /**
   * Traccar's accumulators: copies the latest position with `totalDistance` and/or `hours`
   * replaced into a new position (serverTime now), moves `positionId` to it and pushes it live.
   * Throws `IllegalArgumentException` when the device has no position yet.
   */
  async updateAccumulators(
    id: number,
    values: { totalDistance?: number; hours?: number },
  ): Promise<PositionRecord> {
    const device = this.registry.get(id);
    const latest = this.registry.latest(id);
    if (!device || !latest) throw new IllegalArgumentError('Device has no last position');
    const attributes = { ...latest.attributes };
    if (values.totalDistance !== undefined) attributes.totalDistance = values.totalDistance;
    if (values.hours !== undefined) attributes.hours = values.hours;
    const position: PositionRecord = { ...latest, attributes, serverTime: Date.now() };
    [position.id] = await this.storage.positions.allocateIds(1);
    await this.storage.positions.commitBatch(
      [position],
      [{ id, status: device.status, lastUpdate: device.lastUpdate, positionId: position.id }],
    );
    // The pipeline continues its totals from here unless a newer position is already pending.
    if (this.registry.last(id)?.id === latest.id) this.registry.setLast(id, position);
    this.registry.committed(id, position);
    this.hub.publish([position], []);
    return position;
  }

  /** Deletes a device with its positions and links. */
  async remove(id: number): Promise<void> {
    await this.storage.devices.delete(id);
    this.registry.remove(id);
    this.hub.dropDevice(id);
  }
}
