/** The alerts domain's surface: toasts made from pushed events (SPEC.md N1–N9). */
import type { NOTIFICATION_COLORS, NOTIFICATION_POSITIONS } from '@farol/model';

export type NotificationColor = (typeof NOTIFICATION_COLORS)[number];
export type ToastPosition = (typeof NOTIFICATION_POSITIONS)[number];

/**
 * What to play for an alert: nothing, one of the 24 presets, or a custom file (with the preset
 * to play if the file cannot be). `rejectedUrl` is a custom URL that was not an mp3, wav or ogg
 * file, replaced by the preset.
 */
export type AlertSound =
  | { kind: 'mute' }
  | { kind: 'preset'; key: string; rejectedUrl?: string }
  | { kind: 'url'; url: string; fallback: string };

/** How a toast looks and behaves, from its notification's `tarkan.*` attributes. */
export interface AlertStyle {
  /** One of the 8 colours of SPEC §9, or null for the neutral default. */
  color: NotificationColor | null;
  position: ToastPosition;
  /** Stays until closed instead of TOAST_MS. */
  pinned: boolean;
  sound: AlertSound;
}

/** One toast: a pushed event, its device and its notification's styling. */
export interface AlertItem extends AlertStyle {
  /** Local id, increasing with arrival; `dismissAlert` takes it. */
  id: number;
  /** The server's event id (0 when the event has none). */
  eventId: number;
  deviceId: number;
  /** The device's name, or null when the device is not (yet) known. */
  deviceName: string | null;
  /** The event type (`ignitionOn`, `alarm`, `geofenceEnter`…). */
  type: string;
  /** For `alarm` events: the alarm kind (`sos`, `powerCut`…). */
  alarm: string | null;
  geofenceId: number;
  /** The geofence's name for geofence events, when known. */
  geofenceName: string | null;
  /** When it happened (epoch ms), or null when the server did not say. */
  eventTime: number | null;
  /** The server's digest (`attributes.message`), if any. */
  message: string | null;
  /** Epoch ms when it arrived here. */
  receivedAt: number;
  /** Epoch ms when it goes away by itself; null when pinned. */
  expiresAt: number | null;
  /** How many identical events it stands for (repeats fold into one toast). */
  count: number;
  /** The matching notification's id, or null when none matched (defaults apply). */
  notificationId: number | null;
}

/** The visible toasts, oldest first. */
export interface AlertsView {
  items: AlertItem[];
}

/** The alerts domain. */
export interface AlertsApi {
  /** Closes one toast (the close button, or a click that opened its device). */
  dismissAlert(input: { id: number }): Promise<void>;
}

export interface AlertsTopics {
  /** The visible toasts of pushed events. */
  alerts: AlertsView;
}
