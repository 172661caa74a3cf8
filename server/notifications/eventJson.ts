import { traccarDateOrNull, type TrackingEvent } from '@farol/model';
import type { EventRecord } from '../storage';

/** Traccar's Event JSON, field for field and in getter order (traccar-api.md §c). */
export function eventJson(event: EventRecord): TrackingEvent {
  return {
    id: event.id,
    attributes: event.attributes,
    deviceId: event.deviceId,
    type: event.type,
    eventTime: traccarDateOrNull(event.eventTime),
    positionId: event.positionId,
    geofenceId: event.geofenceId,
    maintenanceId: event.maintenanceId,
  };
}
