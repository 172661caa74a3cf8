import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Attributes, Id } from '@farol/model';
import { withPatch } from '../automation/actions';
import { eventRules } from '../automation/eventRules';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { requireUser } from './auth';
import { parseInput } from './validate';

/** Traccar's forwarded EventData: the event (and whatever else it carries, unread). */
const ForwardedBody = z.looseObject({
  event: z.looseObject({
    id: Id.optional(),
    type: z.string().min(1).max(64),
    deviceId: Id.positive(),
    geofenceId: Id.default(0),
    attributes: Attributes.default({}),
  }),
});

/**
 * `POST /tarkan/webhooks/event`: the target of another server's event forwarding (Traccar's
 * `event.forward.url`, with `event.forward.header` carrying an administrator's bearer token),
 * where the product runs its automation. Farol runs the same rules (eventRules) through the
 * same AutomationService. Farol's own events already went through them in its pipeline: one
 * it stored itself (same id, type and device) is acknowledged and left alone.
 */
export function webhooksRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/tarkan/webhooks/event', async (request) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const { event } = parseInput(ForwardedBody, request.body);
      const device = ctx.registry.get(event.deviceId);
      if (!device) throw new HttpError(404);
      if (event.id) {
        const own = await ctx.storage.events.get(event.id);
        if (own && own.type === event.type && own.deviceId === event.deviceId) {
          return { actions: [] };
        }
      }
      const { catalog, environments, automation } = ctx.events;
      const geofence = event.geofenceId
        ? catalog.current.geofences.get(event.geofenceId)
        : undefined;
      const lookup = environments.envFor(device).lookup;
      const decision = eventRules(event, device, geofence, lookup);
      if (decision.device) {
        ctx.registry.update(device.id, {
          attributes: withPatch(device.attributes, decision.device),
        });
        await automation.saveDevice(device.id);
      }
      for (const action of decision.actions) await automation.act(device.id, action, null);
      return { actions: decision.actions.map((action) => action.type) };
    });
  };
}
