import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FarolError, NotOfferedError } from '../errors';
import type { UserRecord } from '../storage';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { GeocodeQuery, parseQuery } from './queries';

/** How long `GET /api/server/geocode` waits for the geocoder's turn before a 429. */
const GEOCODE_WAIT_MS = 10_000;

/** Every IANA zone this runtime knows, plus UTC, sorted (Traccar lists Java's zone ids). */
export function timeZoneIds(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
}

/** Traccar's cache diagnostics for this node: one `name: count` line per store it keeps. */
export function cacheDiagnostics(ctx: AppContext): string {
  const catalog = ctx.events.catalog.current;
  const memory = process.memoryUsage();
  const lines: [string, number][] = [
    ['devices', [...ctx.registry.all()].length],
    ['groups', catalog.groups.size],
    ['geofences', catalog.geofences.size],
    ['calendars', catalog.calendars.size],
    ['computedAttributes', catalog.computed.size],
    ['maintenances', catalog.maintenances.size],
    ['notifications', catalog.notifications.size],
    ['geocodedAddresses', ctx.geocoder.memorySize],
    ['heapUsedBytes', memory.heapUsed],
    ['rssBytes', memory.rss],
  ];
  return lines.map(([name, count]) => `${name}: ${count}`).join('\n') + '\n';
}

/** One line in the server's log for an administrator's action on the server itself. */
export function logServerAction(action: string, user: UserRecord, request: FastifyRequest): void {
  const when = new Date().toISOString();
  console.log(`${when} ${action} by ${user.email} (user ${user.id}) from ${request.ip}`);
}

/**
 * The server's own operations: `GET /api/server/timezones` (any signed-in user, for the user
 * and server forms), `GET /api/server/geocode?latitude&longitude` (the address as text, 204 when
 * the place has none, 429 when the geocoder's queue is too long), `GET /api/health` (anyone: the
 * database answers), and the restart of
 * SPEC §7 (`POST /api/server/restart`) and Traccar (`POST /api/server/reboot`), administrators
 * only, logged, answered before the node restarts in place (same ports, same data).
 */
export function serverOperationRoutes(ctx: AppContext): FastifyPluginAsync {
  const zones = timeZoneIds();

  async function restart(request: FastifyRequest, reply: FastifyReply) {
    const user = await requireUser(ctx, request);
    ctx.permissions.checkAdmin(user);
    const { restart } = ctx.lifecycle;
    if (!restart) {
      throw new NotOfferedError('This Farol runs embedded, without a supervisor: restart it there');
    }
    logServerAction('Server restart', user, request);
    await recordFor(ctx, request, { actionType: 'restart', objectType: 'server', objectId: 1 });
    await ctx.audit.flush();
    // The answer leaves first; the restart closes this server's connections.
    reply.raw.once('finish', () => setImmediate(restart));
    return reply.code(204).send();
  }

  return async (app) => {
    app.get('/api/server/timezones', async (request) => {
      await requireUser(ctx, request);
      return zones;
    });

    app.get('/api/health', async (_request, reply) => {
      try {
        await ctx.storage.servers.get();
      } catch (error) {
        console.error('Health check failed:', (error as Error).message);
        return reply.code(500).type('text/plain; charset=utf-8').send('');
      }
      return reply.type('text/plain; charset=utf-8').send('OK');
    });

    app.get('/api/server/geocode', async (request, reply) => {
      await requireUser(ctx, request);
      const { latitude, longitude } = parseQuery(GeocodeQuery, request.query);
      if (!ctx.geocoder.enabled) {
        throw new FarolError('java.lang.RuntimeException', 'Reverse geocoding is not enabled');
      }
      const address = await ctx.geocoder
        .address(latitude, longitude, GEOCODE_WAIT_MS)
        .catch((error: unknown) => {
          if (error instanceof FarolError) throw error;
          throw new FarolError('org.traccar.geocoder.GeocoderException', (error as Error).message);
        });
      if (address === null) return reply.code(204).send();
      return reply.type('text/plain; charset=utf-8').send(address);
    });

    // Traccar's diagnostics, for administrators: what this node holds in memory, and a
    // collection of its garbage when Node runs with --expose-gc.
    app.get('/api/server/cache', async (request, reply) => {
      ctx.permissions.checkAdmin(await requireUser(ctx, request));
      return reply.type('text/plain; charset=utf-8').send(cacheDiagnostics(ctx));
    });

    app.get('/api/server/gc', async (request, reply) => {
      ctx.permissions.checkAdmin(await requireUser(ctx, request));
      const gc = (globalThis as { gc?: () => void }).gc;
      if (!gc) {
        throw new NotOfferedError(
          'This Node runs without --expose-gc: its garbage collector runs by itself',
        );
      }
      gc();
      return reply.code(204).send();
    });

    app.post('/api/server/restart', restart);
    app.post('/api/server/reboot', restart);
  };
}
