import type { Attrs, PositionRecord } from '../storage';
import type { EventRecord } from '../storage';
import type { TrackPoint } from './motion';
import type { DetectedEvent } from './types';

/** An event waiting for its transaction; its position may not have an id yet. */
export interface PendingEvent {
  deviceId: number;
  type: string;
  /** Epoch ms: the position's deviceTime, or now for events without a position. */
  eventTime: number;
  position: TrackPoint | null;
  geofenceId: number;
  maintenanceId: number;
  attributes: Attrs;
}

/** A handler's event on `position` (or on the earlier position it names). */
export function pendingFromDetected(event: DetectedEvent, position: PositionRecord): PendingEvent {
  const at = event.position ?? position;
  return {
    deviceId: position.deviceId,
    type: event.type,
    eventTime: event.position ? event.position.fixTime : position.deviceTime,
    position: at,
    geofenceId: event.geofenceId ?? 0,
    maintenanceId: event.maintenanceId ?? 0,
    attributes: event.attributes ?? {},
  };
}

/** An event with no position (status changes, inactivity, commands). */
export function pendingWithoutPosition(
  deviceId: number,
  type: string,
  eventTime: number,
  attributes: Attrs = {},
): PendingEvent {
  return { deviceId, type, eventTime, position: null, geofenceId: 0, maintenanceId: 0, attributes };
}

/** The stored form; the position's id is read now, once the batch has allocated it. */
export function toEventRecord(event: PendingEvent, id: number): EventRecord {
  return {
    id,
    type: event.type,
    eventTime: event.eventTime,
    deviceId: event.deviceId,
    positionId: event.position?.id ?? 0,
    geofenceId: event.geofenceId,
    maintenanceId: event.maintenanceId,
    attributes: event.attributes,
  };
}
