import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import type { Caller, Credentials } from '../services/auth';
import type { Grant } from '../services/liveHub';
import { hashToken } from '../services/login';
import type { UserRecord } from '../storage';

/** Traccar's (Jetty's) session cookie name. */
export const SESSION_COOKIE = 'JSESSIONID';

const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** The origin this request was addressed to: scheme, host and port (behind a trusted proxy, its). */
export const selfOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;

/** What the request offers to prove who it is. */
export function credentialsOf(ctx: AppContext, request: FastifyRequest): Credentials {
  return {
    authorization: request.headers.authorization,
    sessionId: request.cookies[SESSION_COOKIE],
    origin: request.headers.origin,
    host: request.headers.host,
    selfOrigin: selfOrigin(request),
    allowedOrigins: ctx.config.webOrigins,
    address: request.ip,
  };
}

/** The caller and their grant, or null when the request carries no valid credentials. */
export function optionalCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller | null> {
  let caller = resolved.get(request);
  if (!caller) {
    caller = ctx.auth.resolveCaller(credentialsOf(ctx, request));
    resolved.set(request, caller);
  }
  return caller;
}

/** The caller, or null when the request carries no valid session or credentials. */
export async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<UserRecord | null> {
  return (await optionalCaller(ctx, request))?.user ?? null;
}

/** The caller; a 401 when there is none. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRecord> {
  const user = await optionalUser(ctx, request);
  if (!user) throw new HttpError(401);
  return user;
}

/** The session or token this request holds (kept when its own user changes their password). */
export function heldGrant(request: FastifyRequest): Omit<Grant, 'expiresAt'> {
  const [scheme = '', value = ''] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer' && value) return { tokenHash: hashToken(value) };
  const sessionId = request.cookies[SESSION_COOKIE];
  return sessionId ? { sessionId } : {};
}

/**
 * Starts a cookie session for `user`, ending the request's previous one. The cookie is
 * `Secure` when the request came over HTTPS (directly, or through a trusted proxy).
 * `impersonatorId` marks a "log in as" session, opened by that user as `user`.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  impersonatorId?: number,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await ctx.authority.loggedOut(previous);
  const id = await ctx.sessions.create(
    impersonatorId === undefined ? { userId: user.id } : { userId: user.id, impersonatorId },
  );
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Ends the request's cookie session, and the sockets opened with it. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await ctx.authority.loggedOut(id);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
