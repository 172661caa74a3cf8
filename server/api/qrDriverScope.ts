import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { SecurityError } from '../errors';
import { isQrDriverUser } from '../services/qrDriverAccess';
import { optionalUser } from './auth';

/**
 * What a QR driver's access user may call: their session, the server's settings, the vehicles
 * they are linked to (list, live positions, socket) and the check-in. Nothing else, read or
 * write: the product keeps drivers to the check-in screen only in the browser; Farol refuses
 * the rest on the server.
 */
const DRIVER_ROUTES = new Set([
  'GET /api/session',
  'DELETE /api/session',
  'POST /api/session/token',
  'GET /api/server',
  'GET /api/devices',
  'GET /api/devices/:id',
  'GET /api/positions',
  'GET /api/socket',
  'POST /tarkan/qr-driver',
]);

/** Refuses a QR driver's calls outside DRIVER_ROUTES; registered for every route. */
export function qrDriverScopeRoutes(ctx: AppContext): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('preHandler', async (request) => {
      const url = request.routeOptions.url ?? '';
      if (!url.startsWith('/api/') && !url.startsWith('/tarkan/')) return;
      if (DRIVER_ROUTES.has(`${request.method} ${url}`)) return;
      const user = await optionalUser(ctx, request);
      if (user && isQrDriverUser(user)) throw new SecurityError('QR driver access only');
    });
  };
  // Fastify's documented switch for a plugin whose hooks apply to its parent (fastify-plugin).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
