import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError, SecurityError } from '../errors';
import { numberOf } from '../pipeline/attributes';
import { containsPoint, DEFAULT_POLYLINE_DISTANCE_M } from '@farol/model';
import { reportSettings } from '../reports/context';
import {
  csvFile,
  gpxFile,
  kmlFile,
  zipOf,
  type PositionChunks,
} from '../reports/export/positionFiles';
import { preferencesOf } from '../locale/preferences';
import type { DeviceRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import { parseQuery, PositionDeleteQuery, PositionExportQuery } from './queries';
import { pathId } from './validate';

const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
} as const;
type Format = keyof typeof FORMATS;

/**
 * Position history beyond `GET /api/positions` (traccar-api.md §i): the exports
 * `GET /api/positions/{csv|gpx|kml|kmz}?deviceId&from&to[&geofenceId]` (device rights,
 * reports allowed (the route's bit under the advanced mask), at most `report.maxPositions`, only the positions inside the geofence when
 * one the caller sees is named), and deletion by id or by device and period (device rights, no
 * read-only account). A non-administrator asking for a missing position learns only
 * `Device access denied`.
 */
export function positionHistoryRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, registry, storage } = ctx;

  /** A device's positions in the period, inside the geofence when one is named. */
  async function* positionsOf(
    device: DeviceRecord,
    query: z.output<typeof PositionExportQuery>,
  ): PositionChunks {
    const { maxPositions } = reportSettings(ctx.events.settings);
    const area = query.geofenceId
      ? ctx.events.catalog.current.geofences.get(query.geofenceId)
      : null;
    const width = numberOf(area?.attributes.polylineDistance, DEFAULT_POLYLINE_DISTANCE_M);
    const chunks = storage.reportPositions.chunks(
      device.id,
      query.from,
      query.to,
      undefined,
      maxPositions,
    );
    const geocoder = ctx.geocoder.settings.onRequest ? ctx.geocoder : null;
    for await (const chunk of chunks) {
      await geocoder?.fillFromCache(chunk);
      yield area
        ? chunk.filter((p) => containsPoint(area.shape, p.latitude, p.longitude, width))
        : chunk;
    }
  }

  async function exportFile(format: Format, request: FastifyRequest, reply: FastifyReply) {
    const user = await requireUser(ctx, request);
    const query = parseQuery(PositionExportQuery, request.query);
    await permissions.checkPermission(user, 'device', query.deviceId);
    permissions.checkReport(user, 'route');
    if (query.geofenceId) await permissions.checkPermission(user, 'geofence', query.geofenceId);
    const device = registry.get(query.deviceId);
    if (!device) throw new HttpError(404);
    const zone = preferencesOf(user, ctx.settings.current).timezone;
    const positions = positionsOf(device, query);
    const kml = () => kmlFile(positions, device, { from: query.from, to: query.to, zone });
    const body =
      format === 'csv'
        ? Readable.from(csvFile(positions, zone))
        : format === 'gpx'
          ? Readable.from(gpxFile(positions, device))
          : format === 'kml'
            ? Readable.from(kml())
            : zipOf('doc.kml', kml());
    return reply
      .header('Content-Disposition', `attachment; filename=positions.${format}`)
      .type(FORMATS[format])
      .send(body);
  }

  /** Deleting history is a write on the device: its rights and an account that may edit it. */
  async function checkDelete(user: UserRecord, deviceId: number) {
    await permissions.checkPermission(user, 'device', deviceId);
    permissions.checkAdvanced(user, 'device', 'edit');
    await permissions.checkEdit(user, 'device', false);
  }

  return async (app) => {
    for (const format of Object.keys(FORMATS) as Format[]) {
      app.get(`/api/positions/${format}`, (request, reply) => exportFile(format, request, reply));
    }

    app.delete('/api/positions/:id', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      const [position] = await storage.positions.byIds([id]);
      if (!position) {
        if (user.administrator) throw new HttpError(404);
        throw new SecurityError('Device access denied');
      }
      await checkDelete(user, position.deviceId);
      const deleted = await storage.positionDeletes.byId(position.deviceId, id);
      if (deleted.latest !== undefined) registry.historyDeleted(position.deviceId, deleted.latest);
      return reply.code(204).send();
    });

    app.delete('/api/positions', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const query = parseQuery(PositionDeleteQuery, request.query);
      await checkDelete(user, query.deviceId);
      if (!registry.get(query.deviceId)) throw new HttpError(404);
      const deleted = await storage.positionDeletes.range(query.deviceId, query.from, query.to);
      if (deleted.latest !== undefined) registry.historyDeleted(query.deviceId, deleted.latest);
      return reply.code(204).send();
    });
  };
}
