import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { FarolError } from '../errors';
import { EVENT_TYPES } from '../notifications/eventTypes';
import { requireUser } from './auth';
import { AnnouncementQuery, parseQuery } from './queries';

/** Traccar's MessageException: a notificator could not deliver (400). */
class MessageError extends FarolError {
  constructor(message: string) {
    super('org.traccar.notification.MessageException', message);
  }
}

/** Notificators that announcements skip (Traccar's `announcement=true`). */
const NOT_FOR_ANNOUNCEMENTS = new Set(['web', 'command']);

/**
 * Notification delivery (report §h): the event types, the usable notificators, and test
 * notifications to the caller. CRUD of notifications lives in its own plugin.
 */
export function notificationDeliveryRoutes(ctx: AppContext): FastifyPluginAsync {
  const { notificators, notifications } = ctx.events;

  async function test(user: Parameters<typeof notifications.sendTest>[0], name?: string) {
    const only = name === undefined ? undefined : notificators.get(name);
    if (name !== undefined && !only) {
      throw new FarolError('java.lang.RuntimeException', `Failed to find notificator ${name}`);
    }
    try {
      await notifications.sendTest(user, only);
    } catch (error) {
      if (error instanceof FarolError) throw error;
      throw new MessageError(error instanceof Error ? error.message : String(error));
    }
  }

  return async (app) => {
    app.get('/api/notifications/types', async (request) => {
      await requireUser(ctx, request);
      return EVENT_TYPES.map((type) => ({ type }));
    });

    app.get('/api/notifications/notificators', async (request) => {
      await requireUser(ctx, request);
      const { announcement } = parseQuery(AnnouncementQuery, request.query);
      return notificators
        .configured()
        .filter((type) => !announcement || !NOT_FOR_ANNOUNCEMENTS.has(type))
        .map((type) => ({ type }));
    });

    app.post('/api/notifications/test', async (request, reply) => {
      await test(await requireUser(ctx, request));
      return reply.code(204).send();
    });

    app.post('/api/notifications/test/:notificator', async (request, reply) => {
      const user = await requireUser(ctx, request);
      await test(user, (request.params as { notificator: string }).notificator);
      return reply.code(204).send();
    });
  };
}
