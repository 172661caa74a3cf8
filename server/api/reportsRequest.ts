import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { IllegalArgumentError } from '../errors';
import { preferencesOf, type Preferences } from '../locale/preferences';
import {
  reportRun,
  reportSettings,
  type ReportDeps,
  type ReportParams,
  type ReportRun,
} from '../reports/context';
import type { DeviceRecord, GroupRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import { parseQuery, ReportQuery } from './queries';

const ALL_EVENTS = 'allEvents';

/**
 * The parameters of a report call (traccar-api.md §e) from its parsed query: `from` and `to`;
 * `daily` (summary); `type` repeated, `allEvents` or `type=allEvents`, and `alarm` repeated
 * (events); `geofenceId` repeated (geofences report, position files).
 */
export function reportParams(query: ReportQuery, timezone: string): ReportParams {
  const types = query.type;
  const all = types.length === 0 || types.includes(ALL_EVENTS) || query.allEvents;
  return {
    from: query.from,
    to: query.to,
    daily: query.daily,
    timezone,
    types: all ? [] : types,
    alarms: new Set(query.alarm),
    geofenceIds: query.geofenceId,
  };
}

/** `roots` and every group below them, at any depth (cycle-safe). */
export function groupSubtree(groups: Iterable<GroupRecord>, roots: number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const group of groups) {
    if (group.groupId > 0)
      children.set(group.groupId, [...(children.get(group.groupId) ?? []), group.id]);
  }
  const found = new Set(roots);
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const child of children.get(id) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * The devices of a report, with the caller's rights on each: every `deviceId` and `groupId`
 * must be the caller's (else `Device access denied` / `Group access denied`); groups bring the
 * devices of their sub-groups that the caller sees; with neither, every device the caller sees.
 * Devices asked for come first in the order given, then those of the groups by id.
 */
export async function reportDevices(
  ctx: AppContext,
  user: UserRecord,
  query: Pick<ReportQuery, 'deviceId' | 'groupId'>,
): Promise<DeviceRecord[]> {
  const { permissions, registry } = ctx;
  const { deviceId: deviceIds, groupId: groupIds } = query;
  const byId = (ids: Iterable<number>) =>
    [...ids].map((id) => registry.get(id)).filter((device): device is DeviceRecord => !!device);
  if (deviceIds.length === 0 && groupIds.length === 0) {
    return byId((await permissions.deviceIdsOf(user.id)).sort((a, b) => a - b));
  }
  for (const id of deviceIds) await permissions.checkPermission(user, 'device', id);
  for (const id of groupIds) await permissions.checkPermission(user, 'group', id);
  const ids = new Set(deviceIds);
  if (groupIds.length) {
    const groups = groupSubtree(ctx.events.catalog.current.groups.values(), groupIds);
    const visible = user.administrator ? null : new Set(await permissions.deviceIdsOf(user.id));
    const members = [...registry.all()]
      .filter((device) => groups.has(device.groupId) && (!visible || visible.has(device.id)))
      .sort((a, b) => a.id - b.id);
    for (const device of members) ids.add(device.id);
  }
  return byId(ids);
}

/** Whether the caller sees a geofence or maintenance (cached per request). */
export function objectVisibility(ctx: AppContext, user: UserRecord) {
  const cache = new Map<string, Promise<boolean>>();
  return (kind: 'geofence' | 'maintenance', id: number): Promise<boolean> => {
    if (user.administrator) return Promise.resolve(true);
    const key = `${kind}:${id}`;
    let allowed = cache.get(key);
    if (!allowed) {
      allowed = ctx.permissions.checkPermission(user, kind, id).then(
        () => true,
        () => false,
      );
      cache.set(key, allowed);
    }
    return allowed;
  };
}

/** What every report reads, from the app context. */
export function reportDeps(ctx: AppContext): ReportDeps {
  const { catalog } = ctx.events;
  return {
    storage: ctx.storage,
    lookupFor: (device) => ctx.events.environments.envFor(device).lookup,
    settings: ctx.events.settings,
    objectName: (kind, id) =>
      (kind === 'geofence'
        ? catalog.current.geofences.get(id)?.name
        : catalog.current.maintenances.get(id)?.name) ?? null,
    geocoder: ctx.geocoder,
  };
}

/** A report call made ready: its caller, run, devices and the caller's preferences. */
export interface PreparedReport {
  user: UserRecord;
  run: ReportRun;
  devices: DeviceRecord[];
  prefs: Preferences;
}

/**
 * Everything a report call checks before reading data: a caller allowed reports of these
 * `types` (`disableReports`, and the advanced mask's report bits), a period within
 * `report.periodLimit`, and the caller's rights on every device, group and geofence it names.
 */
export async function prepareReport(
  ctx: AppContext,
  deps: ReportDeps,
  types: string[],
  request: FastifyRequest,
): Promise<PreparedReport> {
  const user = await requireUser(ctx, request);
  for (const type of types) ctx.permissions.checkReport(user, type);
  const query = parseQuery(ReportQuery, request.query);
  const prefs = preferencesOf(user, ctx.settings.current);
  const params = reportParams(query, prefs.timezone);
  const { periodLimit } = reportSettings(deps.settings);
  if (periodLimit > 0 && params.to - params.from > periodLimit) {
    throw new IllegalArgumentError('Time period exceeds the limit');
  }
  for (const id of params.geofenceIds) await ctx.permissions.checkPermission(user, 'geofence', id);
  const devices = await reportDevices(ctx, user, query);
  const run = reportRun(deps, params, objectVisibility(ctx, user), user.attributes);
  return { user, run, devices, prefs };
}
