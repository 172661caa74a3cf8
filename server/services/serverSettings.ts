import { LocalBus, type ClusterBus } from '../cluster/bus';
import type { ServerRecord, Storage } from '../storage';

/** The server row, read once and kept in memory; every write goes through `update`. */
export class ServerSettings {
  private constructor(
    private readonly storage: Storage,
    private record: ServerRecord,
    private readonly bus: ClusterBus,
  ) {}

  /** Loads the server row, creating it (with `mapUrl`) when the database is new. */
  static async load(
    storage: Storage,
    mapUrl: string,
    bus: ClusterBus = new LocalBus(),
  ): Promise<ServerSettings> {
    let record = await storage.servers.get();
    if (!record) {
      record = {
        id: 1,
        registration: false,
        readonly: false,
        deviceReadonly: false,
        map: null,
        bingKey: null,
        mapUrl,
        overlayUrl: null,
        latitude: 0,
        longitude: 0,
        zoom: 0,
        forceSettings: false,
        coordinateFormat: null,
        limitCommands: false,
        disableReports: false,
        fixedEmail: false,
        poiLayer: null,
        announcement: null,
        attributes: {},
      };
      await storage.servers.insert(record);
      // Another node may have created it first: use the stored row.
      record = (await storage.servers.get()) ?? record;
    }
    return new ServerSettings(storage, record, bus);
  }

  get current(): ServerRecord {
    return this.record;
  }

  /** Reads the row again (another node changed it). */
  async reload(): Promise<void> {
    this.record = (await this.storage.servers.get()) ?? this.record;
  }

  async update(fields: Partial<Omit<ServerRecord, 'id'>>): Promise<ServerRecord> {
    const next = { ...this.record, ...fields, id: this.record.id };
    await this.storage.servers.update(next);
    this.record = next;
    this.bus.publish({ type: 'server' });
    return next;
  }
}
