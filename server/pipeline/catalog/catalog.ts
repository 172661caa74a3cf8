import { parseWkt } from '@farol/model';
import type {
  ComputedAttributeRecord,
  DriverRecord,
  GroupRecord,
  MaintenanceRecord,
  NotificationRecord,
  Storage,
} from '../../storage';
import type { GeofenceArea } from '../env';
import { LinkIndex } from './linkIndex';

/** Kinds of object the pipeline and the notifications reach through links. */
const CACHED_KINDS = ['geofence', 'attribute', 'maintenance', 'notification'] as const;
/** Group nesting followed upwards (Traccar's Storage.MAX_GROUP_DEPTH). */
export const MAX_GROUP_DEPTH = 3;

/** One consistent in-memory copy of the objects the handlers and notifications read. */
export interface CatalogSnapshot {
  version: number;
  groups: ReadonlyMap<number, GroupRecord>;
  geofences: ReadonlyMap<number, GeofenceArea>;
  /** Calendar data (base64 iCalendar) by id. */
  calendars: ReadonlyMap<number, string>;
  computed: ReadonlyMap<number, ComputedAttributeRecord>;
  maintenances: ReadonlyMap<number, MaintenanceRecord>;
  notifications: ReadonlyMap<number, NotificationRecord>;
  /** Drivers by uniqueId (the QR-driver rules read their check-out settings). */
  drivers: ReadonlyMap<string, DriverRecord>;
  links: LinkIndex;
}

const byId = <T extends { id: number }>(items: T[]) =>
  new Map(items.map((item) => [item.id, item]));

function areas(storage: Storage) {
  return storage.geofences.list().then((records) => {
    const map = new Map<number, GeofenceArea>();
    for (const { id, name, calendarId, attributes, area } of records) {
      try {
        map.set(id, { id, name, calendarId, attributes, shape: parseWkt(area) });
      } catch {
        // An area the API accepted before validation existed: the geofence contains nothing.
      }
    }
    return map;
  });
}

/**
 * Groups, geofences, calendars, computed attributes, maintenances, notifications, drivers and the links
 * to them, loaded whole and swapped atomically, so the position hot path never queries the
 * database. Routes that change them call `refresh` before answering.
 */
export class Catalog {
  private snapshot: CatalogSnapshot = {
    version: 0,
    groups: new Map(),
    geofences: new Map(),
    calendars: new Map(),
    computed: new Map(),
    maintenances: new Map(),
    notifications: new Map(),
    drivers: new Map(),
    links: new LinkIndex([]),
  };
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;

  constructor(private readonly storage: Storage) {}

  get current(): CatalogSnapshot {
    return this.snapshot;
  }

  /**
   * Reloads everything. Calls made while a load runs share the one load queued after it, which
   * starts after their writes, so every caller sees its own change once this resolves.
   */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        this.running = this.load();
        return this.running;
      });
    this.queued = next;
    return next;
  }

  /** The group and its ancestors, nearest first: at most MAX_GROUP_DEPTH levels, cycle-safe. */
  groupChain(groupId: number): GroupRecord[] {
    const chain: GroupRecord[] = [];
    let group = this.snapshot.groups.get(groupId);
    while (group && chain.length < MAX_GROUP_DEPTH && !chain.includes(group)) {
      chain.push(group);
      group = this.snapshot.groups.get(group.groupId);
    }
    return chain;
  }

  /** Ids of `kind` objects linked to the device or to a group of its chain (Traccar's rule). */
  deviceObjects(deviceId: number, groupId: number, kind: string): number[] {
    const { links } = this.snapshot;
    const ids = new Set(links.properties('device', deviceId, kind));
    for (const group of this.groupChain(groupId)) {
      for (const id of links.properties('group', group.id, kind)) ids.add(id);
    }
    return [...ids];
  }

  private async load(): Promise<void> {
    const { storage } = this;
    const [groups, geofences, calendars, computed, maintenances, notifications, drivers, links] =
      await Promise.all([
        storage.groups.list(),
        areas(storage),
        storage.calendars.list(),
        storage.computedAttributes.list(),
        storage.maintenances.list(),
        storage.notifications.list(),
        storage.drivers.list(),
        storage.linkScan.toKinds(CACHED_KINDS),
      ]);
    this.snapshot = {
      version: this.snapshot.version + 1,
      groups: byId(groups),
      geofences,
      calendars: new Map(calendars.map((calendar) => [calendar.id, calendar.data])),
      computed: byId(computed),
      maintenances: byId(maintenances),
      notifications: byId(notifications),
      drivers: new Map(drivers.map((driver) => [driver.uniqueId, driver])),
      links: new LinkIndex(links),
    };
  }
}
