/**
 * The `report` topic's value from the run (SPEC.md RP6): the rows of the window, in the sorted
 * order, which is computed once per data and sort and reused while the window moves.
 */
import type { ReportData } from './events';
import { routeRow, slotOf, trackOffsets } from './routeRows';
import { sortOrder, type SortKey } from './sortOrder';
import type { ReportRun } from './state';
import { addressAt, type Track } from './track';
import type { ReportRow, ReportView } from './types';

/** The columns a route can be sorted by, and how to read each from the tracks. */
const ROUTE_KEYS: Record<string, (track: Track, slot: number) => SortKey> = {
  time: (t, s) => t.times[s]!,
  speed: (t, s) => t.speeds[s]!,
  altitude: (t, s) => t.altitudes[s]!,
  course: (t, s) => t.courses[s]!,
  latitude: (t, s) => t.positions[s * 2 + 1]!,
  longitude: (t, s) => t.positions[s * 2]!,
  address: addressAt,
  totalDistance: (t, s) => t.numeric.get('totalDistance')?.[s] ?? null,
  deviceName: (t) => t.deviceId,
};

/** Every row count of the data. */
export function rowCount(data: ReportData | null): number {
  if (!data) return 0;
  return data.kind === 'route'
    ? data.tracks.reduce((sum, track) => sum + track.length, 0)
    : data.rows.length;
}

/** The sort key reader of `column`, or null when the data has no such column. */
export function keyReader(data: ReportData, column: string): ((index: number) => SortKey) | null {
  if (data.kind === 'route') {
    const read = ROUTE_KEYS[column];
    if (!read) return null;
    const offsets = trackOffsets(data.tracks);
    return (index) => {
      const { track, slot } = slotOf(offsets, index);
      return read(data.tracks[track]!, slot);
    };
  }
  const rows = data.rows as unknown as Record<string, unknown>[];
  if (rows.length > 0 && !(column in rows[0]!)) return null;
  return (index) => {
    const value = rows[index]![column];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  };
}

/** The numeric attributes of the route's positions, for the chart (speed and altitude first). */
export function routeAttributes(data: ReportData | null): string[] {
  if (data?.kind !== 'route') return [];
  const names = new Set<string>();
  for (const track of data.tracks) for (const name of track.numeric.keys()) names.add(name);
  return ['speed', 'altitude', ...[...names].sort()];
}

export function createReportViewer(collator: Intl.Collator) {
  let version = 0;
  let cached: { data: ReportData; sort: ReportRun['sort']; order: Uint32Array | null } | null =
    null;

  const orderOf = (run: ReportRun): Uint32Array | null => {
    const { data, sort } = run;
    if (!data || !sort) return null;
    if (cached && cached.data === data && cached.sort === sort) return cached.order;
    const read = keyReader(data, sort.column);
    const order = read ? sortOrder(rowCount(data), read, sort.direction, collator) : null;
    cached = { data, sort, order };
    return order;
  };

  return (run: ReportRun, deviceName: (deviceId: number) => string): ReportView => {
    const total = rowCount(run.data);
    const start = Math.min(run.window.start, total);
    const end = Math.min(total, start + run.window.count);
    const order = orderOf(run);
    const rows: ReportRow[] = [];
    const data = run.data;
    if (data) {
      const offsets = data.kind === 'route' ? trackOffsets(data.tracks) : [];
      for (let i = start; i < end; i += 1) {
        const index = order ? order[i]! : i;
        if (data.kind === 'route') {
          rows.push(routeRow(data.tracks, offsets, index, run.units, deviceName));
        } else {
          const row = data.rows[index]!;
          const place = run.located.get(index);
          rows.push(place ? { ...row, ...place } : row);
        }
      }
    }
    version += 1;
    return {
      version,
      id: run.id,
      request: run.request,
      status: run.status,
      progress: run.progress,
      error: run.error,
      total,
      start,
      rows,
      sort: run.sort,
      units: run.units,
      attributes: routeAttributes(data),
      markersShown: run.markersShown,
    };
  };
}
