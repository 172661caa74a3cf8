/**
 * A device's route from `GET /api/positions?deviceId&from&to` (SPEC.md RY1), for users the
 * mask keeps from the route report: streamed into a typed track like the report's. A server
 * may cap one answer (Farol's at 50,000 positions, Traccar's not at all), so the period is read
 * in pages: the next starts at the last fix time read, leaving out the positions already read,
 * until a page brings nothing new. Positions sharing one fix time beyond a whole page's worth
 * cannot be paged past (the API has no offset): the track then ends there.
 */
import { createJsonArrayReader } from '../reports/jsonArrayReader';
import { createTrackBuilder, type Track } from '../reports/track';
import type { ReportProgress } from '../reports/types';
import { validationError } from '../transport/errors';
import { requestStream, type HttpDeps } from '../transport/rest';

export interface PositionsInput {
  http: HttpDeps;
  deviceId: number;
  from: string;
  to: string;
  signal: AbortSignal;
  onProgress(progress: ReportProgress): void;
}

export async function loadPositions(input: PositionsInput): Promise<Track> {
  const builder = createTrackBuilder(input.deviceId);
  const progress: ReportProgress = { bytes: 0, items: 0 };
  const to = Date.parse(input.to);
  let from = input.from;
  let fromTime = Date.parse(from);
  // Ids already read at `fromTime`: the next page starts there again and brings them back.
  let atBoundary = new Set<number>();
  for (;;) {
    let added = 0;
    let lastTime = fromTime;
    let lastText = from;
    const lastIds = new Set(atBoundary);
    const reader = createJsonArrayReader((items) => {
      for (const item of items) {
        const position = item as { id?: unknown; fixTime?: unknown };
        const id = position.id as number;
        const time = Date.parse(position.fixTime as string);
        // Before the page's start (a server that ignores `from`) or read at its boundary.
        if (time < fromTime || (time === fromTime && atBoundary.has(id))) continue;
        if (!builder.add(item)) {
          throw validationError('INVALID_RESPONSE', `/positions: item ${added} is not a position`);
        }
        added += 1;
        progress.items += 1;
        if (time !== lastTime) {
          lastTime = time;
          lastText = position.fixTime as string;
          lastIds.clear();
        }
        lastIds.add(id);
      }
    }, '/positions');
    await requestStream(
      {
        http: input.http,
        path: '/positions',
        query: { deviceId: input.deviceId, from, to: input.to },
        signal: input.signal,
      },
      (chunk) => {
        progress.bytes += chunk.byteLength;
        reader.push(chunk);
        input.onProgress({ ...progress });
      },
    );
    reader.end();
    // Nothing new (the end, or a capped page all at one fix time: no way past it), or the
    // period's end reached.
    if (added === 0 || !(lastTime < to)) break;
    from = lastText;
    fromTime = lastTime;
    atBoundary = lastIds;
  }
  return builder.finish();
}
