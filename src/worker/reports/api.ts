/** The reports domain's API: reads of `/api/reports/*`, parsed at the boundary (SPEC.md T4). */
import { z } from 'zod';
import { formatTraccarDate, TrackingEvent } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { requestJson } from '../transport/rest';
import type { ReportsApi } from './types';

const HOUR_MS = 3_600_000;

export function createReportsApi(ctx: CoreContext): ReportsApi {
  return {
    /** GET /api/reports/events for one device over the last `hours`, every type. */
    async deviceEvents({ deviceId, hours }) {
      const to = ctx.deps.now();
      const events = await requestJson({
        http: ctx.http,
        path: '/reports/events',
        query: {
          deviceId,
          from: formatTraccarDate(to - hours * HOUR_MS),
          to: formatTraccarDate(to),
          type: 'allEvents',
        },
        schema: z.array(TrackingEvent),
      });
      return [...events].reverse();
    },
  };
}
