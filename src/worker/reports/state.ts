/** The reports slice: the report screen's run, its data, sort, window and markers. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import type { CoreError } from '../transport/errors';
import type { ReportData } from './events';
import type {
  ReportProgress,
  ReportRequest,
  ReportStatus,
  ReportUnits,
  ReportSortDirection,
} from './types';

export interface ReportRun {
  id: number;
  request: ReportRequest | null;
  units: ReportUnits;
  status: ReportStatus;
  progress: ReportProgress;
  error: CoreError | null;
  data: ReportData | null;
  sort: { column: string; direction: ReportSortDirection } | null;
  window: { start: number; count: number };
  markersShown: boolean;
  /** Event rows located after loading: row index → place. */
  located: ReadonlyMap<number, { latitude: number; longitude: number }>;
}

export interface ReportsState {
  report: ReportRun;
}

/** Rows per emission are capped so one emission stays small (as the device list's, L5). */
export const MAX_REPORT_WINDOW = 1_000;

export const IDLE_REPORT: ReportRun = {
  id: 0,
  request: null,
  units: { speed: 'kmh', distance: 'km', volume: 'ltr' },
  status: 'idle',
  progress: { bytes: 0, items: 0 },
  error: null,
  data: null,
  sort: null,
  window: { start: 0, count: 100 },
  markersShown: false,
  located: new Map(),
};

/** Only events of the current run change it: a late answer of a replaced run is ignored. */
export function reduceReport(run: ReportRun, event: DomainEvent): ReportRun {
  switch (event.type) {
    case 'report.started':
      return {
        ...IDLE_REPORT,
        id: event.payload.id,
        request: event.payload.request,
        units: event.payload.units,
        status: 'loading',
        window: run.window,
        markersShown: run.markersShown,
      };
    case 'report.progressed':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, progress: event.payload.progress };
    case 'report.loaded':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return {
        ...run,
        status: 'ready',
        data: event.payload.data,
        progress: event.payload.progress,
      };
    case 'report.failed':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, status: 'failed', error: event.payload.error };
    case 'report.cancelled':
      if (event.payload.id !== run.id || run.status !== 'loading') return run;
      return { ...run, status: 'cancelled' };
    case 'report.cleared':
    case 'session.cleared':
      return run.id === 0 && run.status === 'idle' ? run : { ...IDLE_REPORT, id: run.id };
    case 'report.sorted': {
      const { column } = event.payload;
      const direction =
        run.sort?.column === column && run.sort.direction === 'asc' ? 'desc' : 'asc';
      return { ...run, sort: { column, direction }, window: { ...run.window, start: 0 } };
    }
    case 'report.windowed': {
      // Not a number (NaN, undefined from the UI) counts as 0, as the device list's window (L5).
      const start = Math.max(0, Math.floor(event.payload.start) || 0);
      const count = Math.min(
        MAX_REPORT_WINDOW,
        Math.max(0, Math.floor(event.payload.count) || 0),
      );
      return { ...run, window: { start, count } };
    }
    case 'report.markersToggled':
      return run.markersShown === event.payload.shown
        ? run
        : { ...run, markersShown: event.payload.shown };
    case 'report.located': {
      const located = new Map(run.located);
      for (const place of event.payload.places) located.set(place.index, place);
      return { ...run, located };
    }
    default:
      return run;
  }
}

export const reportsSlice: Slice<ReportsState> = {
  initial: { report: IDLE_REPORT },
  reducers: { report: reduceReport },
};
