import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { positionJson } from '../json';
import { eventJson } from '../notifications/eventJson';
import { combinedOf } from '../reports/combined';
import { prepareReport, reportDeps } from './reportsRequest';

/**
 * `GET /api/reports/combined` (traccar-api.md §e): per device, the route as `[lon, lat]` pairs,
 * its events with positions and those positions; the checks of every report (rights on every
 * device and group, reports allowed, route and events included, `report.periodLimit`). JSON
 * only, as in Traccar.
 */
export function combinedReportRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = reportDeps(ctx);
  return async (app) => {
    app.get('/api/reports/combined', async (request) => {
      const { run, devices } = await prepareReport(ctx, deps, ['route', 'events'], request);
      const items = [];
      for (const device of devices) {
        const item = await combinedOf(run, device);
        items.push({
          deviceId: item.deviceId,
          route: item.route,
          events: item.events.map(eventJson),
          positions: item.positions.map(positionJson),
        });
      }
      return items;
    });
  };
}
