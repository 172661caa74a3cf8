import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { FarolError } from '../errors';
import { EVENT_TYPES } from '../notifications/eventTypes';
import { requireUser } from './auth';
import type { UserRecord } from '../storage';
import { AnnouncementQuery, parseQuery, UserIdsQuery } from './queries';
import { parseInput } from './validate';

/** Traccar's MessageException: a notificator could not deliver (400). */
class MessageError extends FarolError {
  constructor(message: string) {
    super('org.traccar.notification.MessageException', message);
  }
}

/** Body of `POST /api/notifications/send/{notificator}`: Traccar's NotificationMessage. */
const Announcement = z
  .object({
    subject: z.string().trim().max(1024).default(''),
    digest: z.string().trim().max(4096).optional(),
    body: z.string().trim().max(65536).default(''),
    priority: z.boolean().optional(),
  })
  .refine((m) => m.subject || m.body || m.digest, 'subject or body is required');

/** The event an announcement travels with (no device, no position). */
const ANNOUNCEMENT_EVENT = {
  id: 0,
  type: 'announcement',
  eventTime: 0,
  deviceId: 0,
  positionId: 0,
  geofenceId: 0,
  maintenanceId: 0,
  attributes: {},
};

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

  /** The recipients of an announcement: the listed users (each one the caller manages), else all. */
  async function recipients(caller: UserRecord, userIds: number[]): Promise<UserRecord[]> {
    const ids = userIds.length
      ? userIds
      : await ctx.storage.links.propertiesOf('user', caller.id, 'user');
    const users: UserRecord[] = [];
    for (const id of ids) {
      await ctx.permissions.checkUser(caller, id);
      const user = await ctx.storage.users.get(id);
      if (user && !user.temporary) users.push(user);
    }
    return users;
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

    // Managers announce to the users they manage (Traccar's sendMessage): 204 once all are sent.
    app.post('/api/notifications/send/:notificator', async (request, reply) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkManager(user);
      const name = (request.params as { notificator: string }).notificator;
      const message = parseInput(Announcement, request.body);
      const { userId: userIds } = parseQuery(UserIdsQuery, request.query);
      const notificator = notificators.get(name);
      if (!notificator || name === 'command') {
        throw new FarolError('java.lang.RuntimeException', `Failed to find notificator ${name}`);
      }
      const event = { ...ANNOUNCEMENT_EVENT, eventTime: Date.now() };
      const text = {
        subject: message.subject,
        digest: message.digest ?? (message.subject || message.body),
        body: message.body || message.subject,
      };
      for (const recipient of await recipients(user, userIds)) {
        try {
          await notificator.send({ user: recipient, event, device: null, message: text });
        } catch (error) {
          throw new MessageError(error instanceof Error ? error.message : String(error));
        }
      }
      return reply.code(204).send();
    });
  };
}
