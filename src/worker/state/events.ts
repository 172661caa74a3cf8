/** The domain events the core folds into its state (SPEC.md E1). */
import type {
  Device,
  Driver,
  Geofence,
  Group,
  Position,
  Server,
  TrackingEvent,
  User,
} from '@farol/model';
import type {
  ConnectionView,
  CoreError,
  ListQuery,
  MapOptions,
  SortField,
  Viewport,
} from '../types';
import type { Notification } from '@farol/model';

/** Where an event came from. */
export type EventSource = 'rest' | 'socket' | 'user' | 'replay';

export interface FleetSnapshot {
  userId: number;
  savedAt: number;
  devices: Device[];
  positions: Position[];
}

/** Payload per event type. */
export interface EventPayloads {
  'server.loaded': { server: Server };
  'server.failed': { error: CoreError };
  'session.established': { user: User };
  'session.cleared': { reason: 'none' | 'logout' | 'expired' };
  'devices.loaded': { devices: Device[] };
  'devices.updated': { devices: Device[] };
  'positions.loaded': { positions: Position[] };
  'positions.received': { positions: Position[] };
  'events.received': { events: TrackingEvent[] };
  'filter.changed': { patch: Partial<Omit<ListQuery, 'sort'>> };
  'sort.toggled': { field: SortField };
  'window.changed': { start: number; count: number };
  'device.selected': { deviceId: number | null };
  'snapshot.restored': FleetSnapshot;
  'connection.changed': ConnectionView;
  'geofences.loaded': { geofences: Geofence[] };
  'groups.loaded': { groups: Group[] };
  'drivers.loaded': { drivers: Driver[] };
  'geofence.saved': { geofence: Geofence };
  'geofence.removed': { geofenceId: number };
  'viewport.changed': Viewport;
  'device.followed': { deviceId: number | null };
  'device.trailed': { deviceId: number | null };
  'mapOptions.changed': { patch: Partial<MapOptions> };
  'notifications.loaded': { notifications: Notification[] };
  'alert.dismissed': { id: number };
  /** Toasts whose time is up at the event's `at` go away. */
  'alerts.expired': Record<string, never>;
  'version.checked': { buildId: string };
  /** Background work that failed; kept in the log, no reducer changes state for it. */
  'request.failed': { what: string; error: CoreError };
}

export type EventType = keyof EventPayloads;

/** `{type, at, source, payload}`: one input to the core. */
export type DomainEvent = {
  [K in EventType]: { type: K; at: number; source: EventSource; payload: EventPayloads[K] };
}[EventType];

/** The event of type `K`. */
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>;

/** Builds an event; `at` is epoch ms. */
export function makeEvent<K extends EventType>(
  type: K,
  source: EventSource,
  payload: EventPayloads[K],
  at: number,
): EventOf<K> {
  return { type, at, source, payload } as EventOf<K>;
}
