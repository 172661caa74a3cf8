/** A device's recent events, for its detail panel (SPEC §2, issue 5). */
import { z } from 'zod';
import { formatTraccarDate, TrackingEvent } from '@farol/model';
import type { CoreContext } from '../context';
import { requestJson } from '../transport/rest';

/** GET /api/reports/events for one device over the last `hours`, every type, newest first. */
export async function deviceEvents(input: {
  ctx: CoreContext;
  deviceId: number;
  hours: number;
}): Promise<TrackingEvent[]> {
  const { ctx, deviceId } = input;
  const to = ctx.deps.now();
  const from = to - input.hours * 3_600_000;
  const events = await requestJson({
    http: ctx.http,
    path: '/reports/events',
    query: {
      deviceId,
      from: formatTraccarDate(from),
      to: formatTraccarDate(to),
      type: 'allEvents',
    },
    schema: z.array(TrackingEvent),
  });
  return [...events].reverse();
}
