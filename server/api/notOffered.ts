import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { NotOfferedError } from '../errors';
import { requireUser } from './auth';
import { DeviceQuery, parseQuery } from './queries';

/** Why each of Traccar's operations Farol deliberately does not offer is refused (501). */
export const NOT_OFFERED = {
  openId:
    'OpenID Connect is not configured: Farol signs users in with e-mail and password, API tokens and share links',
  serverFile:
    'Farol does not let the API replace files of its web application: deploy a new build instead',
  stream: 'Video streaming is not offered: Farol receives no video from devices',
} as const;

/**
 * Traccar 6 operations Farol deliberately does not offer, each answered 501 with its reason
 * (never a 404 that reads like a missing route). Rights come first: the caller must be allowed
 * the operation at all (an administrator for server files, a viewer of the
 * device for its video) before being told it is not offered.
 */
export function notOfferedRoutes(ctx: AppContext): FastifyPluginAsync {
  const refuse = (reason: string) => async () => {
    throw new NotOfferedError(reason);
  };
  return async (app) => {
    app.get('/api/session/openid/auth', refuse(NOT_OFFERED.openId));
    app.get('/api/session/openid/callback', refuse(NOT_OFFERED.openId));

    app.post('/api/server/file/*', async (request) => {
      ctx.permissions.checkAdmin(await requireUser(ctx, request));
      throw new NotOfferedError(NOT_OFFERED.serverFile);
    });

    const stream = async (request: FastifyRequest) => {
      const user = await requireUser(ctx, request);
      const { deviceId } = parseQuery(DeviceQuery, request.params);
      if (deviceId !== undefined) await ctx.permissions.checkPermission(user, 'device', deviceId);
      throw new NotOfferedError(NOT_OFFERED.stream);
    };
    app.get('/api/stream/:deviceId/:channel/live.m3u8', stream);
    app.get('/api/stream/:deviceId/:channel/:index.ts', stream);
  };
}
