import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { eventJson } from '../notifications/eventJson';
import { requireUser } from './auth';
import { pathId } from './validate';

/**
 * `GET /api/events/{id}` (Traccar's EventResource, what traccar-web's event page and
 * notifications open): the event if the caller sees its device. A missing id is a 404 for an
 * administrator; anyone else learns only `Device access denied`, as for a foreign event.
 */
export function eventsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/events/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const event = await ctx.storage.events.get(pathId(request.params));
      if (!event) {
        if (user.administrator) throw new HttpError(404);
        throw new SecurityError('Device access denied');
      }
      await ctx.permissions.checkPermission(user, 'device', event.deviceId);
      return eventJson(event);
    });
  };
}
