/** The admin domain's surface: the objects the management screens list, edit and link. */
import type {
  Calendar,
  Command,
  ComputedAttribute,
  Device,
  Driver,
  Geofence,
  Group,
  Maintenance,
  Notification,
} from '@farol/model';
import type { GeofenceView } from '../geofences/types';
import type { CoreError } from '../transport/errors';

/** An object as Traccar's API serialises it, per kind. */
export interface EntityOf {
  device: Device;
  group: Group;
  driver: Driver;
  geofence: Geofence;
  calendar: Calendar;
  maintenance: Maintenance;
  notification: Notification;
  command: Command;
  computed: ComputedAttribute;
}
export type EntityKind = keyof EntityOf;

/** What a list shows per kind: the object, geofences with their area parsed. */
export interface EntityViewOf extends Omit<EntityOf, 'geofence'> {
  geofence: GeofenceView;
}

/** A kind's objects and whether they have been loaded. */
export interface EntityCollection<T> {
  /** `idle` before anything asked for them, `failed` with `error` when the last load failed. */
  state: 'idle' | 'loading' | 'ready' | 'failed';
  error: CoreError | null;
  items: T[];
}

/** Who owns links: a user, a device or a group (traccar-api.md §d). */
export type LinkOwnerKind = 'user' | 'device' | 'group';

/** Links between every owner id and every property id (one bulk request). */
export interface LinkChange {
  owner: { kind: LinkOwnerKind; ids: number[] };
  property: { kind: EntityKind; ids: number[] };
  /** true links, false unlinks. */
  linked: boolean;
}

/** The outcome of a bulk delete: what went, and why each other one did not. */
export interface DeleteOutcome {
  deleted: number[];
  failed: { id: number; error: CoreError }[];
}

/** A claim by IMEI: plate, model and category are optional (empty keeps the device's own). */
export interface ClaimInput {
  imei: string;
  plate?: string;
  model?: string;
  category?: string | null;
}

/** The admin domain: load, save, delete and link any kind of object. */
export interface AdminApi {
  /** Fetches a kind's objects again; a failure shows in its topic, never as a rejection. */
  loadEntities(input: { kind: EntityKind }): Promise<void>;
  /** Creates (`id` 0) or updates an object; resolves with the server's copy, or rejects. */
  saveEntity<K extends EntityKind>(input: { kind: K; entity: EntityOf[K] }): Promise<EntityOf[K]>;
  /** Deletes objects one by one (at most 4 at a time); reports which failed and why. */
  deleteEntities(input: { kind: EntityKind; ids: number[] }): Promise<DeleteOutcome>;
  /** Ids of the objects of `kind` linked directly to the owner (`GET /api/<kind>?<owner>Id=`). */
  linkedIds(input: {
    owner: { kind: LinkOwnerKind; id: number };
    kind: EntityKind;
  }): Promise<number[]>;
  /**
   * Claims an unclaimed device of the caller's (or their reseller's) stock by IMEI
   * (`POST /tarkan/autolink`); resolves with the device, now the caller's, or rejects with the
   * server's refusal (`DEVICE_NOT_AVAILABLE`, `USER_DEVICE_LIMIT_REACHED`…).
   */
  claimDevice(input: ClaimInput): Promise<Device>;
  /** Links or unlinks through `/api/permissions/bulk`. */
  setLinks(input: LinkChange): Promise<void>;
  /** Sets a device's odometer (m) and engine hours (ms) (`PUT /api/devices/{id}/accumulators`). */
  updateAccumulators(input: {
    deviceId: number;
    totalDistance?: number;
    hours?: number;
  }): Promise<void>;
}

/** The server's lists and tests the forms use. */
export interface LookupApi {
  /** Event types a notification can watch (`GET /api/notifications/types`). */
  notificationTypes(): Promise<string[]>;
  /** The channels the server can deliver through (`GET /api/notifications/notificators`). */
  notificators(): Promise<string[]>;
  /** Command types: all of them, or those a device's protocol accepts (`GET /api/commands/types`). */
  commandTypes(input?: { deviceId?: number; textChannel?: boolean }): Promise<string[]>;
  /** Sends a test notification to the signed-in user (all channels, or one). */
  testNotification(input?: { notificator?: string }): Promise<void>;
  /** Evaluates a computed attribute against a device's last position; null when it gives none. */
  testComputed(input: {
    deviceId: number;
    attribute: Pick<ComputedAttribute, 'expression' | 'type'> & Partial<ComputedAttribute>;
  }): Promise<unknown>;
}

/** One topic per kind: `entities.device`, `entities.group`… */
export type AdminTopics = {
  [K in EntityKind as `entities.${K}`]: EntityCollection<EntityViewOf[K]>;
};
