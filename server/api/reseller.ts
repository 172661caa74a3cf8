import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { resellerOf, type ResellerUsage } from '@farol/model';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { requireUser } from './auth';
import { id, parseQuery } from './queries';

const ResellerQuery = z.object({ userId: id });

/**
 * `GET /tarkan/reseller` (`?userId=` for a user of one's tree; administrators: anyone): a
 * reseller's standing and what their tree uses of their limits — users and devices across the
 * tree, and the resellers below them.
 */
export function resellerRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, storage, tree, limits } = ctx;
  return async (app) => {
    app.get('/tarkan/reseller', async (request): Promise<ResellerUsage> => {
      const caller = await requireUser(ctx, request);
      const { userId = caller.id } = parseQuery(ResellerQuery, request.query);
      permissions.checkReseller(caller);
      await permissions.checkUser(caller, userId);
      const user = await storage.users.get(userId);
      if (!user) throw new HttpError(404);
      const standing = resellerOf(user);
      return {
        userId,
        reseller: standing.reseller,
        subReseller: standing.subReseller,
        domain: standing.domain,
        users: { used: (await tree.below(userId)).length, limit: user.userLimit },
        devices: { used: (await limits.treeDeviceIds(userId)).size, limit: user.deviceLimit },
        resellers: { used: await limits.resellersBelow(userId), limit: standing.limit },
      };
    });
  };
}
