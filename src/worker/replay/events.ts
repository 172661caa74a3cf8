import type { ReportProgress, ReportUnits } from '../reports/types';
import type { Track } from '../reports/track';
import type { CoreError } from '../transport/errors';
import type { PathLayout } from './replayPaths';
import type { ReplayEvent, ReplayRequest, ReplaySources, ReplayStop } from './types';

/**
 * What a load read: each device's track, stops and located events, in the request's order, and
 * the paths' layout (origin, levels of detail).
 */
export interface ReplayLoad {
  tracks: Track[];
  layout: PathLayout;
  stops: ReplayStop[][];
  events: ReplayEvent[][];
}

/** The replay domain's events. */
export interface ReplayEvents {
  'replay.started': {
    id: number;
    request: ReplayRequest;
    units: ReportUnits;
    sources: ReplaySources;
  };
  'replay.progressed': { id: number; progress: ReportProgress };
  'replay.loaded': { id: number; load: ReplayLoad };
  'replay.failed': { id: number; error: CoreError };
  'replay.cancelled': { id: number };
}
