import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** Routes whose writes change what the position pipeline caches (see pipeline/catalog). */
const CACHED = [
  '/api/groups',
  '/api/geofences',
  '/api/calendars',
  '/api/maintenance',
  '/api/notifications',
  '/api/attributes/computed',
  '/api/drivers',
  '/api/permissions',
];
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Keeps the pipeline's catalog in step with the API: a successful write to a cached kind
 * reloads it before the response leaves, so the next position sees the change. Registered
 * without encapsulation, so its hook covers every route.
 */
export function catalogSyncRoutes(ctx: AppContext): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!WRITES.has(request.method) || reply.statusCode >= 300) return payload;
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/notifications/test')) return payload;
      if (CACHED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        await ctx.events.catalog.refresh();
        ctx.bus.publish({ type: 'catalog' });
      }
      return payload;
    });
  };
  // Fastify's documented switch for a plugin whose hooks apply to its parent (fastify-plugin).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
