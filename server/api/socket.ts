import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { positionJson } from '../json';
import type { Caller } from '../services/auth';
import { optionalCaller } from './auth';
import { latestOf } from './positions';
import { parseQuery, TokenQuery } from './queries';

interface Admitted extends Caller {
  deviceIds: number[];
}

/**
 * `/api/socket`: authenticated by the session cookie (with the Origin rule of every
 * cookie-authenticated call) or `?token=`; on open it sends the latest positions the user may
 * see, then live batches from the hub (traccar-api.md §b). It lives as long as the authority it
 * was opened with (`Authority`): logout, revocation, expiry or a disabled account close it.
 */
export function socketRoutes(ctx: AppContext): FastifyPluginAsync {
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  return async (app) => {
    app.get(
      '/api/socket',
      {
        websocket: true,
        preValidation: async (request) => {
          const { token } = parseQuery(TokenQuery, request.query);
          const caller = token
            ? await ctx.auth.fromToken(token)
            : await optionalCaller(ctx, request);
          if (!caller) throw new HttpError(401);
          const deviceIds = await ctx.permissions.deviceIdsOf(caller.user.id);
          admitted.set(request, { ...caller, deviceIds });
        },
      },
      (socket, request) => {
        const { user, grant, deviceIds } = admitted.get(request)!;
        // Subscribe and send the snapshot in the same tick, so no live batch can come first.
        const subscriber = ctx.hub.subscribe(user.id, socket, deviceIds, grant);
        ctx.authority.watch(subscriber);
        const leave = () => {
          ctx.hub.unsubscribe(subscriber);
          ctx.authority.release(subscriber);
        };
        socket.on('close', leave);
        socket.on('error', leave);
        const positions = latestOf(ctx.registry, deviceIds).map(positionJson);
        ctx.hub.send(subscriber, JSON.stringify({ positions }));
      },
    );
  };
}
