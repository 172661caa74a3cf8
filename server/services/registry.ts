import type { DeviceRecord, PositionRecord } from '../storage';

/** Fields the server maintains itself; a device edit never writes them. */
export type RuntimeField = 'id' | 'status' | 'lastUpdate' | 'positionId';

interface Entry {
  device: DeviceRecord;
  /** Newest position by fixTime that passed the pipeline, possibly not yet committed. */
  last: PositionRecord | null;
  /** The committed position `device.positionId` points at. */
  latest: PositionRecord | null;
}

/**
 * Every device in memory, by id and by uniqueId, with its last positions, so the position hot
 * path never queries the database for devices. The device objects here are the live ones:
 * status and lastUpdate change in place.
 */
export class DeviceRegistry {
  private readonly byId = new Map<number, Entry>();
  private readonly byUniqueId = new Map<string, Entry>();

  /** Fills the registry at start. */
  load(devices: DeviceRecord[], latest: PositionRecord[]): void {
    for (const device of devices) this.add(device);
    for (const position of latest) {
      const entry = this.byId.get(position.deviceId);
      if (entry) entry.last = entry.latest = position;
    }
  }

  get(id: number): DeviceRecord | undefined {
    return this.byId.get(id)?.device;
  }

  byUnique(uniqueId: string): DeviceRecord | undefined {
    return this.byUniqueId.get(uniqueId)?.device;
  }

  all(): IterableIterator<DeviceRecord> {
    return Array.from(this.byId.values(), (entry) => entry.device).values();
  }

  add(device: DeviceRecord): void {
    const entry: Entry = { device, last: null, latest: null };
    this.byId.set(device.id, entry);
    this.byUniqueId.set(device.uniqueId, entry);
  }

  /** Replaces the editable fields of a device, keeping its runtime state. */
  update(id: number, fields: Partial<Omit<DeviceRecord, RuntimeField>>): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byUniqueId.delete(entry.device.uniqueId);
    Object.assign(entry.device, fields);
    this.byUniqueId.set(entry.device.uniqueId, entry);
  }

  remove(id: number): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.byUniqueId.delete(entry.device.uniqueId);
  }

  last(deviceId: number): PositionRecord | null {
    return this.byId.get(deviceId)?.last ?? null;
  }

  setLast(deviceId: number, position: PositionRecord): void {
    const entry = this.byId.get(deviceId);
    if (entry) entry.last = position;
  }

  /** Puts back the last position a refused message replaced (null: none was known). */
  restoreLast(deviceId: number, position: PositionRecord | null): void {
    const entry = this.byId.get(deviceId);
    if (entry) entry.last = position;
  }

  latest(deviceId: number): PositionRecord | null {
    return this.byId.get(deviceId)?.latest ?? null;
  }

  setLatest(deviceId: number, position: PositionRecord): void {
    const entry = this.byId.get(deviceId);
    if (entry) entry.latest = position;
  }
}
