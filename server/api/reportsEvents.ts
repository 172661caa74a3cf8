import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { IllegalArgumentError } from '../errors';
import { eventJson } from '../notifications/eventJson';
import type { EventRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import { parseDate, queryFlag, queryIds, queryList } from './validate';

/** Events per request, a bound on one response (Traccar has none; this is a safety net). */
export const MAX_EVENTS = 100_000;
const ALL_EVENTS = 'allEvents';

/**
 * `GET /api/reports/events` (report §e): events of the requested devices and groups (or every
 * device the caller sees), in [from, to], of the requested types, with the alarm filter. Events
 * naming a geofence or maintenance the caller cannot see are left out, as Traccar does.
 */
export function reportsEventsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, registry, storage } = ctx;
  const { catalog } = ctx.events;

  async function devicesOf(user: UserRecord, query: Record<string, unknown>): Promise<number[]> {
    const deviceIds = queryIds('deviceId', query.deviceId);
    const groupIds = queryIds('groupId', query.groupId);
    if (deviceIds.length === 0 && groupIds.length === 0) {
      return permissions.deviceIdsOf(user.id);
    }
    for (const id of deviceIds) await permissions.checkPermission(user, 'device', id);
    const ids = new Set(deviceIds);
    if (groupIds.length) {
      for (const id of groupIds) await permissions.checkPermission(user, 'group', id);
      const wanted = new Set(groupIds);
      const visible = new Set(await permissions.deviceIdsOf(user.id));
      for (const device of registry.all()) {
        const inGroup = catalog.groupChain(device.groupId).some((group) => wanted.has(group.id));
        if (inGroup && (user.administrator || visible.has(device.id))) ids.add(device.id);
      }
    }
    return [...ids];
  }

  async function visible(user: UserRecord, kind: string, id: number, cache: Map<string, boolean>) {
    if (id === 0 || user.administrator) return true;
    const key = `${kind}:${id}`;
    let allowed = cache.get(key);
    if (allowed === undefined) {
      allowed = await permissions.checkPermission(user, kind, id).then(
        () => true,
        () => false,
      );
      cache.set(key, allowed);
    }
    return allowed;
  }

  return async (app) => {
    app.get('/api/reports/events', async (request) => {
      const user = await requireUser(ctx, request);
      permissions.checkRestriction(user, 'disableReports');
      const query = request.query as Record<string, unknown>;
      const [from, to] = [queryList(query.from)[0], queryList(query.to)[0]];
      if (!from || !to) throw new IllegalArgumentError('from and to are required');
      const types = queryList(query.type);
      const all = types.length === 0 || types.includes(ALL_EVENTS) || queryFlag(query.allEvents);
      const alarms = new Set(queryList(query.alarm));
      const deviceIds = await devicesOf(user, query);
      const events = await storage.events.list({
        deviceIds,
        from: parseDate('from', from),
        to: parseDate('to', to),
        types: all ? [] : types,
        limit: MAX_EVENTS,
      });
      const order = new Map(deviceIds.map((id, index) => [id, index]));
      const cache = new Map<string, boolean>();
      const kept: EventRecord[] = [];
      for (const event of events) {
        if (event.type === 'alarm' && alarms.size && !alarms.has(String(event.attributes.alarm))) {
          continue;
        }
        if (!(await visible(user, 'geofence', event.geofenceId, cache))) continue;
        if (!(await visible(user, 'maintenance', event.maintenanceId, cache))) continue;
        kept.push(event);
      }
      // Device by device, each in time order, as Traccar's report concatenates them.
      kept.sort((a, b) => order.get(a.deviceId)! - order.get(b.deviceId)! || 0);
      return kept.map(eventJson);
    });
  };
}
