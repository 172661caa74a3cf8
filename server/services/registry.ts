import type { DeviceRecord, PositionRecord } from '../storage';

/** Fields the server maintains itself; a device edit never writes them. */
export type RuntimeField = 'id' | 'status' | 'lastUpdate' | 'positionId';

/** A device's runtime fields as another node committed them. */
export type DeviceRuntime = Pick<DeviceRecord, RuntimeField>;

/**
 * A device as the registry holds it: anyone reads it, only the registry's named methods change
 * it (the compiler refuses `device.status = …` on it).
 */
export type LiveDevice = Readonly<DeviceRecord>;

interface Entry {
  device: DeviceRecord;
  /** Newest position by fixTime that passed the pipeline, possibly not yet committed. */
  last: PositionRecord | null;
  /** The committed position `device.positionId` points at. */
  latest: PositionRecord | null;
}

/** Lists' order (Traccar's): by name, then by id. */
export const compareByName = (a: LiveDevice, b: LiveDevice): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/**
 * Every device in memory, by id and by uniqueId, with its last positions, so the position hot
 * path never queries the database for devices. The registry keeps its own copy of each device
 * and changes it in place, only through the methods below, so every holder of a `LiveDevice`
 * sees the current status without asking again.
 */
export class DeviceRegistry {
  private readonly byId = new Map<number, Entry>();
  private readonly byUniqueId = new Map<string, Entry>();
  /** Every device in list order, made when first asked after a device is added, edited or removed. */
  private ordered: LiveDevice[] | null = null;

  /** Fills the registry at start. */
  load(devices: DeviceRecord[], latest: PositionRecord[]): void {
    for (const device of devices) this.add(device);
    for (const position of latest) {
      const entry = this.byId.get(position.deviceId);
      if (entry) entry.last = entry.latest = position;
    }
  }

  get(id: number): LiveDevice | undefined {
    return this.byId.get(id)?.device;
  }

  byUnique(uniqueId: string): LiveDevice | undefined {
    return this.byUniqueId.get(uniqueId)?.device;
  }

  all(): IterableIterator<LiveDevice> {
    return Array.from(this.byId.values(), (entry) => entry.device).values();
  }

  /**
   * Every device by name, then id (`compareByName`): sorted once, not per list request, until
   * a device is added, edited or removed. Runtime changes (status, positions) keep the order.
   */
  byName(): readonly LiveDevice[] {
    this.ordered ??= Array.from(this.byId.values(), (entry) => entry.device).sort(compareByName);
    return this.ordered;
  }

  /** Registers a device (a copy: later changes to `device` do not reach the registry). */
  add(device: DeviceRecord): LiveDevice {
    const entry: Entry = { device: { ...device }, last: null, latest: null };
    this.ordered = null;
    this.byId.set(device.id, entry);
    this.byUniqueId.set(device.uniqueId, entry);
    return entry.device;
  }

  /** Replaces the editable fields of a device, keeping its runtime state. */
  update(id: number, fields: Partial<Omit<DeviceRecord, RuntimeField>>): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.ordered = null;
    this.byUniqueId.delete(entry.device.uniqueId);
    Object.assign(entry.device, fields);
    this.byUniqueId.set(entry.device.uniqueId, entry);
  }

  remove(id: number): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.ordered = null;
    this.byId.delete(id);
    this.byUniqueId.delete(entry.device.uniqueId);
  }

  /**
   * The device reported at `time`: it is online from then on. Returns its status before, or
   * undefined for an unknown device.
   */
  markOnline(id: number, time: number): DeviceRecord['status'] | undefined {
    const entry = this.byId.get(id);
    if (!entry) return undefined;
    const before = entry.device.status;
    entry.device.status = 'online';
    entry.device.lastUpdate = time;
    return before;
  }

  /** The device's connection closed: it is offline. Returns whether its status changed. */
  markOffline(id: number): boolean {
    const entry = this.byId.get(id);
    if (!entry || entry.device.status === 'offline') return false;
    entry.device.status = 'offline';
    return true;
  }

  /** Online devices silent since before `silentSince` turn `unknown`; returns them. */
  markSilentUnknown(silentSince: number): LiveDevice[] {
    const changed: LiveDevice[] = [];
    for (const { device } of this.byId.values()) {
      if (device.status === 'online' && (device.lastUpdate ?? 0) < silentSince) {
        device.status = 'unknown';
        changed.push(device);
      }
    }
    return changed;
  }

  /** `position` is committed as the device's latest: `positionId` points at it. */
  committed(deviceId: number, position: PositionRecord): void {
    const entry = this.byId.get(deviceId);
    if (!entry) return;
    entry.device.positionId = position.id;
    entry.latest = position;
  }

  /** Takes another node's runtime fields for a device; returns it, or undefined when unknown. */
  follow(runtime: DeviceRuntime): LiveDevice | undefined {
    const entry = this.byId.get(runtime.id);
    if (!entry) return undefined;
    entry.device.status = runtime.status;
    entry.device.lastUpdate = runtime.lastUpdate;
    entry.device.positionId = runtime.positionId;
    return entry.device;
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

  /**
   * History was deleted by hand and took the device's latest position: `positionId` and the
   * positions kept here move to `latest`, its newest remaining one (none when null).
   */
  historyDeleted(deviceId: number, latest: PositionRecord | null): void {
    const entry = this.byId.get(deviceId);
    if (!entry) return;
    const gone = entry.latest;
    entry.device.positionId = latest?.id ?? 0;
    entry.latest = latest;
    // The pipeline continues from the deleted position only if nothing newer is pending.
    if (!entry.last || entry.last.id === gone?.id) entry.last = latest;
  }
}
