import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import type { UserRecord } from '../storage';

/** Traccar's (Jetty's) session cookie name. */
export const SESSION_COOKIE = 'JSESSIONID';

const resolved = new WeakMap<FastifyRequest, Promise<UserRecord | null>>();

/** The caller, or null when the request carries no valid session or credentials. */
export function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<UserRecord | null> {
  let user = resolved.get(request);
  if (!user) {
    user = ctx.auth.resolve({
      authorization: request.headers.authorization,
      sessionId: request.cookies[SESSION_COOKIE],
      origin: request.headers.origin,
      host: request.headers.host,
      address: request.ip,
    });
    resolved.set(request, user);
  }
  return user;
}

/** The caller; a 401 when there is none. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRecord> {
  const user = await optionalUser(ctx, request);
  if (!user) throw new HttpError(401);
  return user;
}

/** Starts a cookie session for `user`, ending the request's previous one. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await ctx.sessions.delete(previous);
  const id = await ctx.sessions.create({ userId: user.id, origin: request.headers.origin ?? null });
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends the request's cookie session. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await ctx.sessions.delete(id);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
