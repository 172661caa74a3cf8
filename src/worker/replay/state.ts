/** The replay slice: the player's load, its progress and the full tracks the core keeps. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import type { ReportProgress, ReportUnits } from '../reports/types';
import type { CoreError } from '../transport/errors';
import type { ReplayLoad } from './events';
import type { ReplayProgressView, ReplayRequest, ReplaySources } from './types';

export interface ReplayRun {
  id: number;
  request: ReplayRequest | null;
  units: ReportUnits;
  /** What the caller's rights let this load read. */
  sources: ReplaySources;
  status: ReplayProgressView['status'];
  progress: ReportProgress;
  error: CoreError | null;
  load: ReplayLoad | null;
}

export interface ReplayState {
  replay: ReplayRun;
}

export const IDLE_REPLAY: ReplayRun = {
  id: 0,
  request: null,
  units: { speed: 'kmh', distance: 'km', volume: 'ltr' },
  sources: { route: null, stops: false, events: false },
  status: 'idle',
  progress: { bytes: 0, items: 0 },
  error: null,
  load: null,
};

/** Only events of the current load change it. */
export function reduceReplay(run: ReplayRun, event: DomainEvent): ReplayRun {
  switch (event.type) {
    case 'replay.started':
      return {
        ...IDLE_REPLAY,
        id: event.payload.id,
        request: event.payload.request,
        units: event.payload.units,
        sources: event.payload.sources,
        status: 'loading',
      };
    case 'replay.progressed':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, progress: event.payload.progress };
    case 'replay.loaded':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, status: 'ready', load: event.payload.load };
    case 'replay.failed':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, status: 'failed', error: event.payload.error };
    case 'replay.cancelled':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, status: 'cancelled' };
    case 'session.cleared':
      return run.status === 'idle' ? run : { ...IDLE_REPLAY, id: run.id };
    default:
      return run;
  }
}

export const replaySlice: Slice<ReplayState> = {
  initial: { replay: IDLE_REPLAY },
  reducers: { replay: reduceReplay },
};
