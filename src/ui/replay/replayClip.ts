import type { ReplayClip } from '../../machines/replayMachine';
import type { ReplayData } from '../../worker/types';

/**
 * What the player's clock needs of a loaded replay: its span, the skippable intervals, and the
 * fixes `step` moves between — the followed device's (its own times, not a copy).
 */
export function replayClip(data: ReplayData, followed: number): ReplayClip {
  const track = data.tracks[followed];
  const steps = track ? track.times.subarray(0, track.length) : new Float64Array();
  return { start: data.start, end: data.end, skips: data.skips, steps };
}
