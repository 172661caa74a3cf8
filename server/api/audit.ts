import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActionType } from '@farol/model';
import type { AppContext } from '../context';
import type { AuditActor, AuditEvent } from '../services/audit';
import type { UserRecord } from '../storage';
import { optionalCaller } from './auth';

const recorded = new WeakSet<FastifyRequest>();

/** Who makes this request: the signed-in caller (or `user`, e.g. on login), address, agent. */
export async function actorOf(
  ctx: AppContext,
  request: FastifyRequest,
  user?: UserRecord,
): Promise<AuditActor> {
  const caller = user ? null : await optionalCaller(ctx, request).catch(() => null);
  const who = user ?? caller?.user ?? null;
  const agent = request.headers['user-agent'];
  return {
    userId: who?.id ?? null,
    userEmail: who?.email ?? null,
    impersonatorId: caller?.impersonatorId ?? null,
    address: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent : null,
  };
}

/**
 * Records what this request did, as the caller (or `user`). A route that records its write
 * with before and after calls this; the rest are caught by `registerAuditFallback`.
 */
export async function recordFor(
  ctx: AppContext,
  request: FastifyRequest,
  event: AuditEvent,
  user?: UserRecord,
): Promise<void> {
  recorded.add(request);
  await ctx.audit.write(await actorOf(ctx, request, user), event);
}

/** Marks a request as recorded (or as no write at all) so the fallback leaves it alone. */
export const markRecorded = (request: FastifyRequest): void => void recorded.add(request);

/** The object kind a route's first path segment names (`/api/groups/:id` → 'group'). */
const KINDS: Record<string, string> = {
  devices: 'device',
  users: 'user',
  groups: 'group',
  geofences: 'geofence',
  drivers: 'driver',
  calendars: 'calendar',
  maintenance: 'maintenance',
  notifications: 'notification',
  commands: 'command',
  attributes: 'attribute',
  positions: 'position',
  reports: 'report',
  orders: 'order',
  shares: 'share',
  share: 'share',
  permissions: 'permission',
  password: 'user',
};

/** POST routes that write nothing: tests, announcements, a reset link's request. */
const NOT_WRITES = new Set([
  '/api/attributes/computed/test',
  '/api/notifications/test',
  '/api/notifications/test/:notificator',
  '/api/notifications/send/:notificator',
  '/api/password/reset',
]);

const ACTIONS: Record<string, AuditActionType> = { POST: 'create', PUT: 'edit', DELETE: 'remove' };

/** What a write route's URL and answer say about its object, for the fallback entry. */
function fallbackEvent(request: FastifyRequest, payload: unknown): AuditEvent {
  const route = request.routeOptions.url ?? request.url;
  const segment = route.replace(/^\/(api|tarkan)\//, '').split('/')[0] ?? '';
  const params = request.params as { id?: string };
  let objectId = Number(params.id ?? 0);
  if (!(objectId > 0) && typeof payload === 'string' && payload.startsWith('{')) {
    try {
      objectId = Number((JSON.parse(payload) as { id?: unknown }).id ?? 0);
    } catch {
      objectId = 0;
    }
  }
  return {
    actionType: ACTIONS[request.method] ?? 'edit',
    objectType: KINDS[segment] ?? segment,
    objectId: Number.isSafeInteger(objectId) && objectId > 0 ? objectId : 0,
  };
}

/**
 * Every successful write (POST, PUT, DELETE) through either API is recorded: routes record
 * their own with the object before and after (`recordFor`); any write that did not is recorded
 * here from its route and answer, so a new route cannot slip past the audit log.
 */
export function registerAuditFallback(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (recorded.has(request) || !(request.method in ACTIONS)) return payload;
    if (NOT_WRITES.has(request.routeOptions.url ?? '')) return payload;
    if (reply.statusCode >= 400 || !/^\/(api|tarkan)\//.test(request.url)) return payload;
    await ctx.audit.write(await actorOf(ctx, request), fallbackEvent(request, payload));
    return payload;
  });
}
