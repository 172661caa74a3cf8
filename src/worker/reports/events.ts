import type { CoreError } from '../transport/errors';
import type { Track } from './track';
import type {
  EventRow,
  ReportProgress,
  ReportRequest,
  ReportUnits,
  StopRow,
  SummaryRow,
  TripRow,
} from './types';

/** A finished run's data: rows for the server's report items, typed tracks for the route. */
export type ReportData =
  | { kind: 'route'; tracks: Track[] }
  | { kind: 'summary'; rows: SummaryRow[] }
  | { kind: 'trips'; rows: TripRow[] }
  | { kind: 'stops'; rows: StopRow[] }
  | { kind: 'events'; rows: EventRow[] };

/** The reports domain's events. */
export interface ReportsEvents {
  'report.started': { id: number; request: ReportRequest; units: ReportUnits };
  'report.progressed': { id: number; progress: ReportProgress };
  'report.loaded': { id: number; data: ReportData; progress: ReportProgress };
  'report.failed': { id: number; error: CoreError };
  'report.cancelled': { id: number };
  'report.cleared': Record<string, never>;
  'report.sorted': { column: string };
  'report.windowed': { start: number; count: number };
  'report.markersToggled': { shown: boolean };
  /** Event rows placed on the map once their positions were read. */
  'report.located': { places: { index: number; latitude: number; longitude: number }[] };
}
