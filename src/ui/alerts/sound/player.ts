/**
 * Plays alert sounds on the main thread: presets through one lazily created AudioContext,
 * custom files through an HTMLAudioElement. A custom file that cannot be played falls back to
 * its preset, with a console warning.
 */
import { DEFAULT_NOTIFICATION_SOUND } from '@farol/model';
import type { AlertSound } from '../../../worker/types';
import { recipeOf } from './recipes';
import { playRecipe, type AudioContextLike } from './synth';

/** What the player needs from the browser; tests pass fakes. */
export interface PlayerEnv {
  createContext(): (AudioContextLike & { state: string; resume(): Promise<void> }) | null;
  createAudio(url: string): {
    play(): Promise<void>;
    addEventListener(type: 'error', listener: () => void): void;
  };
  warn(...args: unknown[]): void;
}

export interface SoundPlayer {
  play(sound: AlertSound): void;
  /** Creates or resumes the AudioContext; call it from a user gesture (autoplay rules). */
  unlock(): void;
}

/** Time between scheduling and the first note, so no note starts in the past. */
const LEAD_S = 0.02;

export const browserPlayerEnv: PlayerEnv = {
  createContext: () => (typeof AudioContext === 'function' ? new AudioContext() : null),
  createAudio: (url) => new Audio(url),
  warn: (...args) => console.warn(...args),
};

export function createSoundPlayer(env: PlayerEnv = browserPlayerEnv): SoundPlayer {
  let context: ReturnType<PlayerEnv['createContext']> | undefined;
  const warned = new Set<string>();

  const ready = () => {
    if (context === undefined) context = env.createContext();
    if (context && context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  };

  const playPreset = (key: string) => {
    const recipe = recipeOf(key) ?? recipeOf(DEFAULT_NOTIFICATION_SOUND);
    const audio = ready();
    if (recipe && audio) playRecipe(audio, recipe, audio.currentTime + LEAD_S);
  };

  const warnOnce = (url: string, why: string) => {
    if (warned.has(url)) return;
    warned.add(url);
    env.warn(`[farol] alert sound ${url} ${why}; playing the preset instead.`);
  };

  const playFile = (url: string, fallback: string) => {
    let failed = false;
    const fail = (why: string) => {
      if (failed) return;
      failed = true;
      warnOnce(url, why);
      playPreset(fallback);
    };
    const audio = env.createAudio(url);
    audio.addEventListener('error', () => fail('could not be loaded'));
    audio.play().catch((error: unknown) => {
      // Blocked by the autoplay policy is not the file's fault: no preset either.
      if ((error as { name?: string })?.name === 'NotAllowedError') return;
      fail('could not be played');
    });
  };

  return {
    play(sound) {
      switch (sound.kind) {
        case 'mute':
          return;
        case 'url':
          return playFile(sound.url, sound.fallback);
        case 'preset':
          if (sound.rejectedUrl) warnOnce(sound.rejectedUrl, 'is not an mp3, wav or ogg file');
          return playPreset(sound.key);
      }
    },
    unlock() {
      ready();
    },
  };
}
