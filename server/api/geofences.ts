import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { GeofenceInput } from './entityInputs';
import { geofenceJson } from './entityJson';

const isAnchor = (attributes: Record<string, unknown>) =>
  attributes.isAnchor === true || attributes.isAnchor === 'true';

/**
 * `/api/geofences`: areas in Traccar's latitude-first WKT (checked by parseWkt), an optional
 * calendar, attributes such as speedLimit, polylineDistance and the anchor's isAnchor/deviceId.
 */
export function geofencesRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/geofences',
    repository: ctx.storage.geofences,
    input: GeofenceInput,
    extended: true,
    fields: (input: GeofenceInput) => ({
      name: input.name,
      description: input.description,
      area: input.area.trim(),
      calendarId: input.calendarId,
      attributes: input.attributes,
    }),
    // An anchor (attributes isAnchor) is the device's: bit 9 alone, from placing to lifting.
    anchor: (input, before) =>
      (!input || isAnchor(input.attributes)) && (!before || isAnchor(before.attributes)),
    json: geofenceJson,
    searchable: (geofence) => [geofence.name, geofence.description],
  });
}
