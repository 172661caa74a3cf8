import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FarolError, HttpError, IllegalArgumentError } from '../errors';
import { isDataException, storageError } from '../storage/database';

/**
 * The one place errors become responses: plain text whose first line is what Traccar's Java
 * prints (`java.lang.SecurityException: Device access denied`), with Traccar's status codes;
 * an error's `details`, when it has any, follow as one line of JSON.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: FarolError): void {
  const challenge = (error as { challenge?: string }).challenge;
  if (challenge) reply.header('WWW-Authenticate', challenge);
  else if (error.status === 401 && (request.headers.accept ?? '').includes('text/html')) {
    reply.header('WWW-Authenticate', 'Basic realm="api"');
  }
  const retryAfterMs = (error as { retryAfterMs?: number }).retryAfterMs;
  if (retryAfterMs) reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  void reply
    .code(error.status)
    .type('text/plain; charset=utf-8')
    .send(
      `${error.javaClass}: ${error.message}` +
        (error.details ? `\n${JSON.stringify(error.details)}` : ''),
    );
}

/** Maps anything thrown by a route, a hook or Fastify itself. */
export function toFarolError(error: unknown): FarolError | null {
  if (error instanceof FarolError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own 4xx: bad JSON, empty body, unsupported media type, too large…
    if (status === 400) return new IllegalArgumentError(fastifyError.message ?? 'Bad request');
    return new HttpError(status);
  }
  // A value the database refuses to hold (PostgreSQL's class 22, e.g. a NUL character) is the
  // caller's input, on reads too (writes already go through storage's guard).
  if (isDataException(error)) return storageError(error);
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const mapped = toFarolError(error);
    if (mapped) return sendError(request, reply, mapped);
    request.log.error(error);
    console.error(`${request.method} ${request.url} failed:`, error);
    void reply
      .code(500)
      .type('text/plain; charset=utf-8')
      .send('java.lang.RuntimeException: Internal server error');
  });
}
