import type { ServerRecord, Storage } from '../storage';

/** The server row, read once and kept in memory; every write goes through `update`. */
export class ServerSettings {
  private constructor(
    private readonly storage: Storage,
    private record: ServerRecord,
  ) {}

  /** Loads the server row, creating it (with `mapUrl`) when the database is new. */
  static async load(storage: Storage, mapUrl: string): Promise<ServerSettings> {
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
    }
    return new ServerSettings(storage, record);
  }

  get current(): ServerRecord {
    return this.record;
  }

  async update(fields: Partial<Omit<ServerRecord, 'id'>>): Promise<ServerRecord> {
    const next = { ...this.record, ...fields, id: this.record.id };
    await this.storage.servers.update(next);
    this.record = next;
    return next;
  }
}
