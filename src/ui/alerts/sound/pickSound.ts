import type { AlertItem, AlertSound } from '../../../worker/types';

/** Alerts arriving closer together than this share one sound. */
export const SOUND_GAP_MS = 1_000;

/**
 * The sound for the alerts that just arrived: that of the newest one not silenced by its
 * notification; none when the header toggle mutes alerts or a sound played less than
 * SOUND_GAP_MS ago.
 */
export function pickSound(input: {
  arrived: readonly AlertItem[];
  muted: boolean;
  now: number;
  lastPlayedAt: number | null;
}): AlertSound | null {
  if (input.muted) return null;
  if (input.lastPlayedAt !== null && input.now - input.lastPlayedAt < SOUND_GAP_MS) return null;
  for (let i = input.arrived.length - 1; i >= 0; i -= 1) {
    const sound = input.arrived[i]!.sound;
    if (sound.kind !== 'mute') return sound;
  }
  return null;
}
