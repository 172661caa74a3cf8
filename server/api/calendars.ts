import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { CalendarInput } from './entityInputs';
import { calendarJson } from './entityJson';

/** `/api/calendars`: base64 iCalendar data, parsed and validated with ical.js. */
export function calendarsRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/calendars',
    repository: ctx.storage.calendars,
    input: CalendarInput,
    extended: false,
    fields: (input: CalendarInput) => ({
      name: input.name,
      data: input.data.replace(/\s+/g, ''),
      attributes: input.attributes,
    }),
    deleted: (calendar) => ctx.devices.clearReference('calendarId', calendar.id),
    json: calendarJson,
    searchable: (calendar) => [calendar.name],
  });
}
