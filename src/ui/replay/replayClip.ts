import type { ReplayClip } from '../../machines/replayMachine';
import type { ReplayData } from '../../worker/types';

/**
 * What the player's clock needs of a loaded replay: its span, the skippable intervals, and the
 * fixes `step` moves between — the followed device's, or every device's together.
 */
export function replayClip(data: ReplayData, followed: number | null): ReplayClip {
  const tracks = followed === null ? data.tracks : data.tracks.filter((_, i) => i === followed);
  const total = tracks.reduce((sum, track) => sum + track.length, 0);
  const steps = new Float64Array(total);
  let at = 0;
  for (const track of tracks) {
    steps.set(track.times.subarray(0, track.length), at);
    at += track.length;
  }
  if (tracks.length > 1) steps.sort();
  return { start: data.start, end: data.end, skips: data.skips, steps };
}
