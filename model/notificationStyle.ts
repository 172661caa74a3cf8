/**
 * On-screen styling of a notification (companion-api.md §1.6): the `tarkan.*` attributes and
 * their values, shared by the core that reads them and the forms that will write them.
 */

/** Notification attribute keys. */
export const NOTIFICATION_ATTRIBUTES = {
  sound: 'tarkan.sound',
  soundUrl: 'tarkan.soundURL',
  color: 'tarkan.color',
  position: 'tarkan.position',
  pin: 'tarkan.pin',
} as const;

/**
 * The 24 preset sounds (SPEC §9). The keys are Tarkan's, so notifications saved by it keep their
 * choice; Farol synthesizes each one (src/ui/alerts/sound).
 */
export const NOTIFICATION_SOUNDS = Array.from({ length: 24 }, (_, i) => `audio${i + 1}`);

/** The preset played when a notification names none (or an unknown one). */
export const DEFAULT_NOTIFICATION_SOUND = 'audio1';
/** `tarkan.sound` value: silent for that notification. */
export const MUTE_SOUND = 'mute';
/** `tarkan.sound` value: play `tarkan.soundURL`. */
export const CUSTOM_SOUND = 'custom';

/** File types a custom sound URL may point to (SPEC §5). */
export const SOUND_FILE_EXTENSIONS = ['mp3', 'wav', 'ogg'] as const;

const SOUND_FILE = new RegExp(`\\.(${SOUND_FILE_EXTENSIONS.join('|')})$`, 'i');

/**
 * Whether `url` can be a custom notification sound: an http(s) URL, or a path on this site,
 * whose path ends in .mp3, .wav or .ogg (query and fragment ignored).
 */
export function isSoundFileUrl(url: string): boolean {
  const text = url.trim();
  if (text === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(text, 'http://relative.invalid');
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return SOUND_FILE.test(parsed.pathname);
}
