/** The toast model the alert rules work on (SPEC.md N4–N7). */
import type { TrackingEvent } from '@farol/model';
import type { AlertStyle } from './types';

/** One visible toast, as the core keeps it. */
export interface Toast {
  /** Local id, increasing with arrival. */
  id: number;
  /** Identity of the event, to drop the same event pushed twice. */
  key: string;
  /** Identity of what happened, to fold repeats into one toast. */
  repeatKey: string;
  /** The latest event it stands for. */
  event: TrackingEvent;
  /** Epoch ms when it arrived (or was last repeated). */
  receivedAt: number;
  notificationId: number | null;
  style: AlertStyle;
  /** Epoch ms when it goes away by itself; null when pinned. */
  expiresAt: number | null;
  count: number;
}

export interface ToastState {
  /** Oldest first. */
  items: readonly Toast[];
  nextId: number;
}

export const EMPTY_TOASTS: ToastState = { items: [], nextId: 1 };

function alarmOf(event: TrackingEvent): string {
  const alarm = event.attributes['alarm'];
  return typeof alarm === 'string' ? alarm : '';
}

/**
 * The same event: its server id, or, for events without one, every field that tells it apart.
 */
export function toastKey(event: TrackingEvent): string {
  if (event.id > 0) return `id:${event.id}`;
  const { deviceId, type, eventTime, geofenceId, maintenanceId } = event;
  return `${deviceId}|${type}|${eventTime ?? ''}|${alarmOf(event)}|${geofenceId}|${maintenanceId}`;
}

/** The same thing happening again: device, type, alarm kind and geofence. */
export function repeatKey(event: TrackingEvent): string {
  return `${event.deviceId}|${event.type}|${alarmOf(event)}|${event.geofenceId}`;
}
