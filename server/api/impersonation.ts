import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { userJson } from '../json';
import { recordFor } from './audit';
import { optionalCaller, requireUser, startSession } from './auth';
import { pathId } from './validate';

/**
 * "Log in as" (traccar-api.md §a): `GET /api/session/{id}` opens a session as a user the caller
 * manages (administrators: anyone; managers: their managed users; resellers: their tree), marked
 * with who opened it. `GET /tarkan/session` says whose session it is and who opened it (the
 * client's banner); `POST /tarkan/session/return` goes back to that user's own account. Both
 * ways are recorded in the audit log, and everything done in between carries `impersonatorId`.
 */
export function impersonationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/session/:id', async (request, reply) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await ctx.permissions.checkUser(caller, id);
      const user = await ctx.storage.users.get(id);
      if (!user) throw new HttpError(404);
      ctx.permissions.checkRankOver(caller, user);
      await ctx.login.checkAccount(user);
      // Logged in as someone already: the way back still leads to the person at the keyboard.
      const impersonatorId = (await optionalCaller(ctx, request))?.impersonatorId ?? caller.id;
      await recordFor(ctx, request, {
        actionType: 'impersonate',
        objectType: 'user',
        objectId: id,
      });
      if (id === impersonatorId) await startSession(ctx, request, reply, user);
      else await startSession(ctx, request, reply, user, impersonatorId);
      return userJson(user);
    });

    app.get('/tarkan/session', async (request) => {
      const caller = await optionalCaller(ctx, request);
      if (!caller) throw new HttpError(401);
      return { userId: caller.user.id, impersonatorId: caller.impersonatorId ?? null };
    });

    app.post('/tarkan/session/return', async (request, reply) => {
      const caller = await optionalCaller(ctx, request);
      if (!caller) throw new HttpError(401);
      if (caller.impersonatorId === undefined) {
        throw new SecurityError('This session was not opened with log in as');
      }
      const original = await ctx.storage.users.get(caller.impersonatorId);
      if (!original) throw new HttpError(401);
      await ctx.login.checkAccount(original);
      await recordFor(
        ctx,
        request,
        {
          actionType: 'login',
          objectType: 'user',
          objectId: original.id,
          before: { impersonatedUserId: caller.user.id },
        },
        original,
      );
      await startSession(ctx, request, reply, original);
      return userJson(original);
    });
  };
}
