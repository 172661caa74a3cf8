import type { FastifyPluginAsync } from 'fastify';
import { ShareCreateInput, ShareUpdateInput } from '@farol/model';
import type { AppContext } from '../context';
import { shareJson } from '../services/shares';
import { requireUser } from './auth';
import { DeviceQuery, parseQuery } from './queries';
import { parseInput, pathId } from './validate';

/**
 * Share links of the companion API (companion-api.md §1.4), under `/tarkan`: the caller's
 * shares (`?deviceId=` narrows to one device), create, change the expiry, delete, and the
 * administrators' purge of shares expired more than 30 days ago. Rules live in ShareService.
 */
export function sharesRoutes(ctx: AppContext): FastifyPluginAsync {
  const { shares } = ctx;
  return async (app) => {
    app.get('/tarkan/shares', async (request) => {
      const user = await requireUser(ctx, request);
      const { deviceId } = parseQuery(DeviceQuery, request.query);
      const list = await shares.list(user, deviceId);
      return list.map(shareJson);
    });

    app.post('/tarkan/shares', async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(ShareCreateInput, request.body);
      return shareJson(await shares.create(user, input));
    });

    app.put('/tarkan/shares/:id', async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      const input = parseInput(ShareUpdateInput, request.body);
      const share = await shares.update(user, id, input);
      ctx.authority.shareChanged(share);
      return shareJson(share);
    });

    app.delete('/tarkan/shares/:id', async (request, reply) => {
      const user = await requireUser(ctx, request);
      await shares.remove(user, pathId(request.params));
      return reply.code(204).send();
    });

    app.get('/tarkan/clear/shares', async (request) => {
      const user = await requireUser(ctx, request);
      return { deleted: await shares.purgeExpired(user) };
    });
  };
}
