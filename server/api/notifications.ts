import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { NotificationInput } from './entityInputs';
import { notificationJson } from './entityJson';

/**
 * `/api/notifications` CRUD, sorted by description. `types`, `notificators` and `test` live in
 * the notification delivery plugin; these routes are static, so `/:id` never takes them.
 */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/notifications',
    repository: ctx.storage.notifications,
    input: NotificationInput,
    extended: true,
    fields: (input: NotificationInput) => ({
      description: input.description,
      calendarId: input.calendarId,
      always: input.always,
      type: input.type,
      commandId: input.commandId,
      notificators: input.notificators,
      attributes: input.attributes,
    }),
    json: notificationJson,
    searchable: (notification) => [notification.description, notification.type],
  });
}
