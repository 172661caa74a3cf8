import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { deviceJson } from '../json';
import { AutolinkInput, AutolinkRefusal } from '../services/autolink';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { parseInput } from './validate';

/**
 * `POST /tarkan/autolink {imei, placa, modelo, categoria}`: claim a device (Autolink). A claim
 * is a link in the audit log (901); a refused one is logged there with its reason.
 */
export function autolinkRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/tarkan/autolink', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(AutolinkInput, request.body);
      try {
        const device = deviceJson(await ctx.autolink.claim(user, input));
        const link = { userId: user.id, deviceId: device.id };
        await recordFor(ctx, request, {
          actionType: 'link',
          objectType: 'permission',
          objectId: device.id,
          deviceId: device.id,
          after: { ...link, autolink: device },
        });
        return device;
      } catch (error) {
        if (error instanceof AutolinkRefusal) {
          await recordFor(ctx, request, {
            actionType: 'link',
            objectType: 'device',
            objectId: 0,
            code: null,
            after: { autolink: input.imei, refused: error.reason },
          });
        }
        throw error;
      }
    });
  };
}
