import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { formatTraccarDate, type Statistics } from '@farol/model';
import type { AppContext } from '../context';
import type { StatisticsRecord } from '../storage';
import { optionalUser, requireUser, SESSION_COOKIE } from './auth';
import { parseQuery, StatisticsQuery } from './queries';

/** Traccar's Statistics JSON, in getter order. */
export const statisticsJson = (row: StatisticsRecord): Statistics => ({
  id: row.id,
  attributes: row.attributes,
  captureTime: formatTraccarDate(row.captureTime),
  activeUsers: row.activeUsers,
  activeDevices: row.activeDevices,
  requests: row.requests,
  messagesReceived: row.messagesReceived,
  messagesStored: row.messagesStored,
  mailSent: row.mailSent,
  smsSent: row.smsSent,
  geocoderRequests: row.geocoderRequests,
  geolocationRequests: row.geolocationRequests,
  protocols: row.protocols,
});

/**
 * Counts every API request, and who made it, for the statistics (on the root instance, so
 * every route is counted). The caller is read only when the request carries credentials, and
 * then from the cache the route already filled.
 */
export function registerRequestCounting(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credentials = request.headers.authorization || request.cookies?.[SESSION_COOKIE];
    const user = credentials ? await optionalUser(ctx, request).catch(() => null) : null;
    ctx.statistics.request(user?.id ?? null);
  });
}

/** `GET /api/statistics?from&to` (administrators): one row per day within the period. */
export function statisticsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/statistics', async (request) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const { from, to } = parseQuery(StatisticsQuery, request.query);
      return (await ctx.storage.statistics.list(from, to)).map(statisticsJson);
    });
  };
}
