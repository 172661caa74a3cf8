import type { AlertItem } from './types';
import type { Toast } from './toast';

/** Names the toast needs from the rest of the state. */
export interface AlertNames {
  deviceName(deviceId: number): string | null;
  geofenceName(geofenceId: number): string | null;
}

function timeOf(text: string | null): number | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What the UI shows for one toast (SPEC.md N9). */
export function toAlertItem(toast: Toast, names: AlertNames): AlertItem {
  const { event, style } = toast;
  return {
    id: toast.id,
    eventId: event.id,
    deviceId: event.deviceId,
    deviceName: names.deviceName(event.deviceId),
    type: event.type,
    alarm: event.type === 'alarm' ? textOf(event.attributes['alarm']) : null,
    geofenceId: event.geofenceId,
    geofenceName: event.geofenceId > 0 ? names.geofenceName(event.geofenceId) : null,
    eventTime: timeOf(event.eventTime),
    message: textOf(event.attributes['message']),
    receivedAt: toast.receivedAt,
    expiresAt: toast.expiresAt,
    count: toast.count,
    notificationId: toast.notificationId,
    color: style.color,
    position: style.position,
    pinned: style.pinned,
    sound: style.sound,
  };
}
