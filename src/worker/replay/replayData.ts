/**
 * The player's copy of a loaded replay (SPEC.md RY2, RY7): fresh arrays the bridge transfers —
 * per device the fix times, float32 offsets and courses the clock and the icon read, and the
 * paths at each level of detail ready for the GPU, and with one device their colours by speed
 * (RY5). Nothing per point is an object.
 */
import type { Device } from '@farol/model';
import { routeAttributes } from '../reports/reportView';
import { categoryIndex } from '../map/categoryIndex';
import type { ReplayLoad } from './events';
import { FIRST_COLORING, pathColors } from './pathColors';
import { levelVertices, offsetsOf } from './replayPaths';
import { idleIntervals, intersect } from './skippable';
import { trackStats } from './trackStats';
import type { ReplayData } from './types';
import type { ReplayRun } from './state';

export function replayData(
  run: ReplayRun & { load: ReplayLoad },
  device: (deviceId: number) => Device | undefined,
): ReplayData {
  const { load, units } = run;
  const { layout } = load;
  const from = Date.parse(run.request!.from);
  const to = Date.parse(run.request!.to);
  let start = Infinity;
  let end = -Infinity;
  for (const track of load.tracks) {
    if (track.length === 0) continue;
    start = Math.min(start, track.times[0]!);
    end = Math.max(end, track.times[track.length - 1]!);
  }
  if (start === Infinity) {
    start = from;
    end = to;
  }
  const skips = intersect(
    load.tracks.map((track, i) =>
      idleIntervals(
        start,
        end,
        track.length ? track.times[0]! : null,
        track.length ? track.times[track.length - 1]! : null,
        load.stops[i]!,
      ),
    ),
  );
  return {
    id: run.id,
    from,
    to,
    start,
    end,
    units,
    origin: layout.origin,
    bounds: layout.bounds,
    tracks: load.tracks.map((track, i) => ({
      deviceId: track.deviceId,
      name: device(track.deviceId)?.name ?? `#${track.deviceId}`,
      category: categoryIndex(device(track.deviceId)?.category ?? null),
      length: track.length,
      times: track.times.slice(),
      offsets: offsetsOf(track, layout.origin),
      courses: track.courses.slice(),
      stops: load.stops[i]!,
      events: load.events[i]!,
      stats: trackStats(track, load.stops[i]!, units),
    })),
    paths: layout.levels.map((level) => ({
      tolerance: level.tolerance,
      ...levelVertices(load.tracks, level, layout.origin),
    })),
    // One device starts coloured by speed: with the load, so the player uploads its paths once,
    // already coloured, rather than in the device's colour first and again when asked.
    colors: load.tracks.length === 1 ? pathColors(load, units, FIRST_COLORING) : null,
    skips: Float64Array.from(skips.flat()),
    attributes: routeAttributes({ kind: 'route', tracks: load.tracks }),
    sources: run.sources,
  };
}
