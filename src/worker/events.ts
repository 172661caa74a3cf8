/**
 * The domain events the core folds into its state (SPEC.md E1). Each domain declares its own
 * in `<domain>/events.ts`; this is their union.
 */
import type { AdminEvents } from './admin/events';
import type { AlertsEvents } from './alerts/events';
import type { FleetEvents } from './fleet/events';
import type { GeofenceEvents } from './geofences/events';
import type { ListEvents } from './list/events';
import type { MapEvents } from './map/events';
import type { ReplayEvents } from './replay/events';
import type { ReportsEvents } from './reports/events';
import type { SessionEvents } from './session/events';
import type { CoreError } from './transport/errors';
import type { UpdateEvents } from './update/events';
import type { UsersEvents } from './users/events';

/** Where an event came from. */
export type EventSource = 'rest' | 'socket' | 'user' | 'replay';

/** Events of no one domain. */
export interface CoreEvents {
  /** Background work that failed; kept in the log, no reducer changes state for it. */
  'request.failed': { what: string; error: CoreError };
}

/** Payload per event type. */
export interface EventPayloads
  extends
    CoreEvents,
    SessionEvents,
    FleetEvents,
    ListEvents,
    MapEvents,
    GeofenceEvents,
    AlertsEvents,
    AdminEvents,
    UpdateEvents,
    ReportsEvents,
    ReplayEvents,
    UsersEvents {}

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
