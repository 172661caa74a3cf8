/** Builders for pushed events and notifications. */
import { Notification, TrackingEvent } from '@farol/model';

export function trackingEvent(
  id: number,
  fields: Partial<TrackingEvent> & { deviceId?: number } = {},
): TrackingEvent {
  return TrackingEvent.parse({
    id,
    deviceId: 1,
    type: 'ignitionOn',
    eventTime: '2026-01-01T12:00:00.000+00:00',
    ...fields,
  });
}

export function notification(
  id: number,
  type: string,
  attributes: Record<string, unknown> = {},
  fields: Partial<Notification> = {},
): Notification {
  return Notification.parse({ id, type, notificators: 'web', attributes, ...fields });
}
