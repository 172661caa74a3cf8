import {
  CUSTOM_SOUND,
  DEFAULT_NOTIFICATION_SOUND,
  DEFAULT_TOAST_POSITION,
  isSoundFileUrl,
  MUTE_SOUND,
  NOTIFICATION_ATTRIBUTES as ATTR,
  NOTIFICATION_COLORS,
  NOTIFICATION_POSITIONS,
  NOTIFICATION_SOUNDS,
  type Notification,
} from '@farol/model';
import type { AlertSound, AlertStyle, NotificationColor, ToastPosition } from './types';

const COLORS: readonly string[] = NOTIFICATION_COLORS;
const POSITIONS: readonly string[] = NOTIFICATION_POSITIONS;
const PRESETS: readonly string[] = NOTIFICATION_SOUNDS;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** `tarkan.pin` as forms save it: a boolean, or its text. */
function isSet(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/**
 * The sound of a notification (SPEC.md N3): `tarkan.sound` names a preset, `mute` silences it,
 * `custom` (or a bare `tarkan.soundURL`) plays that file when it is an mp3, wav or ogg URL; an
 * unknown preset, or a URL that is not a sound file, falls back to the default preset.
 */
export function alertSound(attributes: Record<string, unknown>): AlertSound {
  const sound = text(attributes[ATTR.sound]);
  const url = text(attributes[ATTR.soundUrl]);
  if (sound === MUTE_SOUND) return { kind: 'mute' };
  const preset = PRESETS.includes(sound) ? sound : DEFAULT_NOTIFICATION_SOUND;
  const wantsUrl = url !== '' && (sound === CUSTOM_SOUND || sound === '');
  if (!wantsUrl) return { kind: 'preset', key: preset };
  if (!isSoundFileUrl(url)) return { kind: 'preset', key: preset, rejectedUrl: url };
  return { kind: 'url', url, fallback: preset };
}

/**
 * How an event's toast looks (SPEC.md N2): colour and corner from `tarkan.color` and
 * `tarkan.position` (unknown values give the neutral colour and bottom-right), pinned when
 * `tarkan.pin` is set. Without a notification every default applies.
 */
export function alertStyle(notification: Notification | null): AlertStyle {
  const attributes = notification?.attributes ?? {};
  const color = text(attributes[ATTR.color]);
  const position = text(attributes[ATTR.position]);
  return {
    color: COLORS.includes(color) ? (color as NotificationColor) : null,
    position: POSITIONS.includes(position)
      ? (position as ToastPosition)
      : (DEFAULT_TOAST_POSITION as ToastPosition),
    pinned: isSet(attributes[ATTR.pin]),
    sound: alertSound(attributes),
  };
}
