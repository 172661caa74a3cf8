import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { positionJson } from '../json';
import type { DeviceRegistry } from '../services/registry';
import type { PositionRecord } from '../storage';
import { requireUser } from './auth';
import { parseQuery, PositionQuery } from './queries';

/** Latest positions older than this are left out (Traccar's database.positionPeriod). */
export const POSITION_PERIOD_MS = 90 * 86_400_000;
/** History limit per request (Traccar's report.maxPositions). */
export const MAX_POSITIONS = 50_000;

/** The latest position of each of these devices, within the position period. */
export function latestOf(registry: DeviceRegistry, deviceIds: number[]): PositionRecord[] {
  const since = Date.now() - POSITION_PERIOD_MS;
  const positions: PositionRecord[] = [];
  for (const id of deviceIds) {
    const position = registry.latest(id);
    if (position && position.fixTime > since) positions.push(position);
  }
  return positions;
}

/** `GET /api/positions` in its four forms (traccar-api.md §i). */
export function positionsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions } = ctx;
  return async (app) => {
    app.get('/api/positions', async (request) => {
      const user = await requireUser(ctx, request);
      const { id: ids, deviceId, from, to } = parseQuery(PositionQuery, request.query);
      let positions: PositionRecord[];
      if (ids.length) {
        permissions.checkRestriction(user, 'disableReports');
        positions = await ctx.storage.positions.byIds(ids);
        for (const position of positions) {
          await permissions.checkPermission(user, 'device', position.deviceId);
        }
      } else if (deviceId !== undefined && from !== undefined && to !== undefined) {
        await permissions.checkPermission(user, 'device', deviceId);
        permissions.checkRestriction(user, 'disableReports');
        positions = await ctx.storage.positions.history(deviceId, from, to, MAX_POSITIONS);
      } else if (deviceId !== undefined) {
        await permissions.checkPermission(user, 'device', deviceId);
        const latest = ctx.registry.latest(deviceId);
        positions = latest ? [latest] : [];
      } else {
        positions = latestOf(ctx.registry, await permissions.deviceIdsOf(user.id));
      }
      return positions.map(positionJson);
    });
  };
}
