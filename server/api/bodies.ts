import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { SESSION_COOKIE, selfOrigin } from './auth';

/** The largest request body the API reads (uploads set their own limit). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * The routes Traccar documents with form bodies (traccar-api.md: session, tokens, password
 * reset, Traccar's share links). Every other route with a body reads JSON.
 */
export const FORM_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/session',
  'POST /api/session/token',
  'POST /api/session/token/revoke',
  'POST /api/session/password',
  'POST /api/password/reset',
  'POST /api/password/update',
  'POST /api/share/device',
  'POST /api/share/group',
]);

/** Body types a page on any site can make a browser send without asking (CORS "simple"). */
const SIMPLE_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

const mediaType = (header: string | undefined) =>
  (header ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * Bodies another site's page could forge: a form or text body is refused (415) on a JSON
 * endpoint whatever its origin; on the routes that take forms, a request carrying the session
 * cookie must come from a page of this origin (or a configured one).
 */
export function registerBodyRules(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('preValidation', async (request) => {
    const type = mediaType(request.headers['content-type']);
    if (!SIMPLE_TYPES.has(type)) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!FORM_ROUTES.has(route)) throw new HttpError(415);
    if (request.cookies[SESSION_COOKIE] && foreignPage(request, allowedOrigins)) {
      throw new HttpError(403);
    }
  });
}

/**
 * True when a browser says the request comes from another site's page: its Origin is not this
 * server's own (scheme, host and port) nor a configured one, or, without an Origin, its
 * Sec-Fetch-Site is not same-origin (or none: typed by the user). A request with neither
 * header is no browser's and is judged by its credentials alone.
 */
export function foreignPage(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin) return !allowedOrigins.includes(origin) && origin !== selfOrigin(request);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
