import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { userJson } from '../json';
import type { UserRecord } from '../storage';
import { markRecorded, recordFor } from './audit';
import { endSession, optionalUser, requireUser, startSession } from './auth';
import { foreignPage } from './bodies';
import { parseQuery, TokenQuery } from './queries';
import { parseDate, parseInput } from './validate';

const LoginForm = z.object({
  email: z.string().trim().min(1, 'email is required'),
  password: z.string().min(1, 'password is required'),
  /** The one-time code, for an account with a key (Traccar's integer; kept as its digits). */
  code: z
    .union([z.string(), z.number()])
    // A number loses its leading zeros: 12345 is the code 012345.
    .transform((value) => String(value).trim().padStart(6, '0'))
    .optional(),
});
const TokenForm = z.object({ expiration: z.string().trim().optional() });
const RevokeForm = z.object({ token: z.string().trim().min(1, 'token is required') });

/** Login, logout, the current session, and revocable session tokens (traccar-api.md §a). */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsync {
  /**
   * Login CSRF: another site's page (a link to `?token=`, a form posting credentials) must not
   * sign the visitor's browser into an account of the attacker's choosing.
   */
  const refuseForeignLogin = (request: FastifyRequest) => {
    if (foreignPage(request, ctx.config.webOrigins)) throw new HttpError(403);
  };
  const recordLogin = (request: FastifyRequest, user: UserRecord) =>
    recordFor(ctx, request, { actionType: 'login', objectType: 'user', objectId: user.id }, user);

  return async (app) => {
    app.post('/api/session', async (request, reply) => {
      refuseForeignLogin(request);
      const form = parseInput(LoginForm, request.body);
      const user = await ctx.login.withPassword(form.email, form.password, request.ip, form.code);
      if (!user) throw new HttpError(401);
      await startSession(ctx, request, reply, user);
      await recordLogin(request, user);
      return userJson(user);
    });

    app.get('/api/session', async (request, reply) => {
      const { token } = parseQuery(TokenQuery, request.query);
      if (token) {
        refuseForeignLogin(request);
        const { user } = await ctx.auth.fromToken(token);
        await startSession(ctx, request, reply, user);
        await recordLogin(request, user);
        return userJson(user);
      }
      const user = await optionalUser(ctx, request);
      if (!user) throw new HttpError(404);
      return userJson(user);
    });

    app.delete('/api/session', async (request, reply) => {
      // Logging out needs a session, not an active account: the session of a user who has
      // since expired or been disabled (a share link past its time) ends too, cookie included.
      const user = await optionalUser(ctx, request).catch(() => 'inactive' as const);
      if (user === null) throw new HttpError(401);
      if (user !== 'inactive') {
        await recordFor(ctx, request, {
          actionType: 'logout',
          objectType: 'user',
          objectId: user.id,
        });
      }
      markRecorded(request);
      await endSession(ctx, request, reply);
      return reply.code(204).send();
    });

    app.post('/api/session/token', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(TokenForm, request.body);
      const expiration = form.expiration ? parseDate('expiration', form.expiration) : undefined;
      const token = await ctx.login.createToken(user.id, expiration);
      return reply.type('text/plain; charset=utf-8').send(token);
    });

    app.post('/api/session/token/revoke', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(RevokeForm, request.body);
      const revoked = await ctx.login.revokeToken(form.token, user);
      ctx.authority.tokenRevoked(revoked.hash);
      return reply.code(204).send();
    });
  };
}
