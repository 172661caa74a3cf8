import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { deviceJson } from '../json';
import { AutolinkInput } from '../services/autolink';
import { requireUser } from './auth';
import { parseInput } from './validate';

/** `POST /tarkan/autolink {imei, placa, modelo, categoria}`: claim a device (Autolink). */
export function autolinkRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/tarkan/autolink', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(AutolinkInput, request.body);
      return deviceJson(await ctx.autolink.claim(user, input));
    });
  };
}
