import { useEffect, useRef, useState } from 'react';
import type { AlertItem } from '../../worker/types';
import { useMuted } from '../layout/useMuted';
import { pickSound } from './sound/pickSound';
import { createSoundPlayer } from './sound/player';

/**
 * Plays the sound of alerts as they arrive (not of those already shown when this mounts),
 * unless the header toggle mutes them. The AudioContext is unlocked by the first user gesture.
 */
export function useAlertSounds(items: readonly AlertItem[] | undefined): void {
  const [muted] = useMuted();
  const [player] = useState(createSoundPlayer);
  const seen = useRef<number | null>(null);
  const lastPlayedAt = useRef<number | null>(null);

  useEffect(() => {
    const unlock = () => player.unlock();
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', unlock, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [player]);

  useEffect(() => {
    if (!items) return;
    const newest = items.reduce((max, item) => Math.max(max, item.id), seen.current ?? 0);
    const since = seen.current;
    seen.current = newest;
    if (since === null) return;
    const arrived = items.filter((item) => item.id > since);
    if (arrived.length === 0) return;
    const now = Date.now();
    const sound = pickSound({ arrived, muted, now, lastPlayedAt: lastPlayedAt.current });
    if (!sound) return;
    lastPlayedAt.current = now;
    player.play(sound);
  }, [items, muted, player]);
}
