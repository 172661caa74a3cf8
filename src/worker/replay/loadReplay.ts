/**
 * Reads what the player needs (SPEC.md RY1): each device's route (one streamed request per
 * device, a few at a time) from the route report or, when the caller's rights close it, from
 * positions by period; the stops and the events of all of them when the rights allow; events
 * are placed at their positions on the tracks, and the paths laid out for drawing (RY7).
 */
import type { HttpDeps } from '../transport/rest';
import { loadReport } from '../reports/loadReport';
import type { RowContext } from '../reports/reportRows';
import type { Track } from '../reports/track';
import type { ReportProgress, ReportRequest } from '../reports/types';
import { createTrackBuilder } from '../reports/track';
import type { ReplayLoad } from './events';
import { loadPositions } from './loadPositions';
import { pathLayout } from './replayPaths';
import type { ReplayEvent, ReplayRequest, ReplaySources, ReplayStop } from './types';

/** Route requests in flight at once. */
export const ROUTE_CONCURRENCY = 4;

export interface ReplayLoadInput {
  http: HttpDeps;
  request: ReplayRequest;
  /** What the caller may read (route null is refused before loading). */
  sources: ReplaySources;
  signal: AbortSignal;
  rows: RowContext;
  onProgress(progress: ReportProgress): void;
}

/** Runs `work` over `items`, at most `limit` at once; the first failure rejects. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Places events on the track by positionId (one pass over the track's ids). */
function placeEvents(
  track: Track,
  events: { time: number | null; type: string; alarm: string | null; positionId: number }[],
): ReplayEvent[] {
  const wanted = new Map<number, number>();
  for (const event of events) if (event.positionId > 0) wanted.set(event.positionId, -1);
  for (let slot = 0; slot < track.length && wanted.size > 0; slot += 1) {
    const id = track.ids[slot]!;
    if (wanted.get(id) === -1) wanted.set(id, slot);
  }
  return events.flatMap((event) => {
    const slot = wanted.get(event.positionId) ?? -1;
    if (slot < 0) return [];
    return [
      {
        time: event.time ?? track.times[slot]!,
        type: event.type,
        alarm: event.alarm,
        longitude: track.positions[slot * 2]!,
        latitude: track.positions[slot * 2 + 1]!,
      },
    ];
  });
}

export async function loadReplay(input: ReplayLoadInput): Promise<ReplayLoad> {
  const { request } = input;
  const parts = new Map<string, ReportProgress>();
  const progressOf = (key: string) => (progress: ReportProgress) => {
    parts.set(key, progress);
    const total = { bytes: 0, items: 0 };
    for (const part of parts.values()) {
      total.bytes += part.bytes;
      total.items += part.items;
    }
    input.onProgress(total);
  };
  const base = { from: request.from, to: request.to, groupIds: [] };
  const run = (report: ReportRequest, key: string) =>
    loadReport({
      http: input.http,
      request: report,
      signal: input.signal,
      rows: input.rows,
      onProgress: progressOf(key),
    });

  const route = (deviceId: number): Promise<Track> =>
    input.sources.route === 'positions'
      ? loadPositions({
          http: input.http,
          deviceId,
          from: request.from,
          to: request.to,
          signal: input.signal,
          onProgress: progressOf(`route-${deviceId}`),
        })
      : run({ ...base, kind: 'route', deviceIds: [deviceId] }, `route-${deviceId}`).then(
          ({ data }) =>
            (data.kind === 'route' ? data.tracks.find((t) => t.deviceId === deviceId) : null) ??
            createTrackBuilder(deviceId).finish(),
        );
  const [tracks, stops, events] = await Promise.all([
    inPool(request.deviceIds, ROUTE_CONCURRENCY, route),
    input.sources.stops
      ? run({ ...base, kind: 'stops', deviceIds: request.deviceIds }, 'stops')
      : null,
    input.sources.events
      ? run({ ...base, kind: 'events', deviceIds: request.deviceIds }, 'events')
      : null,
  ]);
  const stopRows = stops?.data.kind === 'stops' ? stops.data.rows : [];
  const eventRows = events?.data.kind === 'events' ? events.data.rows : [];
  return {
    tracks,
    layout: pathLayout(tracks),
    stops: tracks.map((track): ReplayStop[] =>
      stopRows
        .filter((row) => row.deviceId === track.deviceId)
        .map((row) => ({
          start: row.startTime ?? 0,
          end: row.endTime ?? 0,
          longitude: row.longitude ?? 0,
          latitude: row.latitude ?? 0,
        })),
    ),
    events: tracks.map((track) =>
      placeEvents(
        track,
        eventRows.filter((row) => row.deviceId === track.deviceId),
      ),
    ),
  };
}
