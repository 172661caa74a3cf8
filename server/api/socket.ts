import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { positionJson } from '../json';
import type { UserRecord } from '../storage';
import { optionalUser } from './auth';
import { latestOf } from './positions';

interface Admitted {
  user: UserRecord;
  deviceIds: number[];
}

/**
 * `/api/socket`: authenticated by the session cookie or `?token=`; on open it sends the latest
 * positions the user may see, then live batches from the hub (traccar-api.md §b).
 */
export function socketRoutes(ctx: AppContext): FastifyPluginAsync {
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  return async (app) => {
    app.get(
      '/api/socket',
      {
        websocket: true,
        preValidation: async (request) => {
          const { token } = request.query as { token?: string };
          let user: UserRecord | null;
          if (token) {
            user = await ctx.login.withToken(String(token)).catch((error: unknown) => {
              throw error instanceof SecurityError ? new HttpError(401) : error;
            });
          } else {
            user = await optionalUser(ctx, request);
          }
          if (!user) throw new HttpError(401);
          admitted.set(request, { user, deviceIds: await ctx.permissions.deviceIdsOf(user.id) });
        },
      },
      (socket, request) => {
        const { user, deviceIds } = admitted.get(request)!;
        // Subscribe and send the snapshot in the same tick, so no live batch can come first.
        const subscriber = ctx.hub.subscribe(user.id, socket, deviceIds);
        socket.on('close', () => ctx.hub.unsubscribe(subscriber));
        socket.on('error', () => ctx.hub.unsubscribe(subscriber));
        const positions = latestOf(ctx.registry, deviceIds).map(positionJson);
        ctx.hub.send(subscriber, JSON.stringify({ positions }));
      },
    );
  };
}
