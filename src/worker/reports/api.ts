/**
 * The reports domain's API: report runs streamed from `/api/reports/*` (parsed at the
 * boundary, SPEC.md T4, RP2), their rows, markers, chart series and files, and the pickers.
 */
import { z } from 'zod';
import { formatTraccarDate, REPORT_TYPES, TrackingEvent, XLSX_MEDIA_TYPE } from '@farol/model';
import { fetchLatestPositions } from '../fleet/fleetRequests';
import type { CoreContext } from '../kernel/context';
import { toCoreError, validationError } from '../transport/errors';
import { request, requestFile, requestJson } from '../transport/rest';
import { attributeValues, thinSeries } from './chartSeries';
import { loadDeviceStops } from './deviceStops';
import { loadReport } from './loadReport';
import { deviceItem, findDevices, findGroups } from './pickers';
import { fuelPrice, reportUnits } from './preferences';
import { rememberReport, recentReports } from './recentReports';
import { reportQuery } from './reportQuery';
import type { RowContext } from './reportRows';
import { keyReader } from './reportView';
import { slotOf, trackOffsets } from './routeRows';
import { createRunSlot, parseRunRequest, throttledProgress } from './runSlot';
import type { ReportKind, ReportsApi, ReportStatus } from './types';

const HOUR_MS = 3_600_000;

/** The kinds the screens run (every server report but geofences, which has no screen yet). */
const SCREEN_REPORTS = REPORT_TYPES.filter(
  (kind): kind is ReportKind => kind !== 'geofences',
) as [ReportKind, ...ReportKind[]];

const ReportRequestInput = z
  .object({
    kind: z.enum(SCREEN_REPORTS),
    deviceIds: z.array(z.number().int().positive()).max(100_000),
    groupIds: z.array(z.number().int().positive()).max(10_000),
    from: z.string().min(1),
    to: z.string().min(1),
    daily: z.boolean().optional(),
    eventTypes: z.array(z.string().min(1)).optional(),
  })
  .strict();

const PDF_MEDIA_TYPE = 'application/pdf';

export function createReportsApi(ctx: CoreContext): ReportsApi {
  const slot = createRunSlot();
  const collator = new Intl.Collator(ctx.deps.locale, { sensitivity: 'base', numeric: true });

  const rowContext = (): RowContext => {
    const state = ctx.state();
    const { user, server } = state.session;
    return {
      units: reportUnits(user, server),
      fuelPrice: fuelPrice(user, server),
      litersx100km: (deviceId) => {
        const value = Number(state.devices.get(deviceId)?.attributes['litersx100km']);
        return Number.isFinite(value) && value > 0 ? value : null;
      },
      geofenceName: (id) => state.geofences.byId.get(id)?.name ?? null,
      deviceName: (id) => state.devices.get(id)?.name ?? `#${id}`,
    };
  };

  const current = () => ctx.state().report;

  /** Reads event positions by id and places their rows (SPEC.md RP7). */
  async function locateEvents(indexes: number[]): Promise<void> {
    const data = current().data;
    if (data?.kind !== 'events') return;
    const located = current().located;
    const wanted = indexes.filter((i) => !located.has(i) && (data.rows[i]?.positionId ?? 0) > 0);
    if (wanted.length === 0) return;
    const ids = [...new Set(wanted.map((i) => data.rows[i]!.positionId))];
    const positions = await fetchLatestPositions({ http: ctx.http, positionIds: ids });
    const byId = new Map(positions.map((p) => [p.id, p]));
    const places = wanted.flatMap((index) => {
      const position = byId.get(data.rows[index]!.positionId);
      return position
        ? [{ index, latitude: position.latitude, longitude: position.longitude }]
        : [];
    });
    if (current().data === data && places.length > 0) {
      ctx.dispatch('report.located', 'rest', { places });
    }
  }

  const requireRequest = () => {
    const run = current();
    if (!run.request) throw validationError('NO_REPORT', 'no report has been loaded');
    return run.request;
  };

  return {
    /** GET /api/reports/events for one device over the last `hours`, every type. */
    async deviceEvents({ deviceId, hours }) {
      const to = ctx.deps.now();
      const events = await requestJson({
        http: ctx.http,
        path: '/reports/events',
        query: {
          deviceId,
          from: formatTraccarDate(to - hours * HOUR_MS),
          to: formatTraccarDate(to),
          type: 'allEvents',
        },
        schema: z.array(TrackingEvent),
      });
      return [...events].reverse();
    },

    /** The device's stops over the last `hours` when `tarkan.enableStops` and rights allow. */
    deviceStops: (input) => loadDeviceStops(ctx, rowContext(), input),

    async runReport(input) {
      const request = parseRunRequest(ReportRequestInput, input, 'INVALID_REPORT');
      const run = slot.start();
      const { id } = run;
      const rows = rowContext();
      ctx.dispatch('report.started', 'user', { id, request, units: rows.units });
      const userId = ctx.state().session.user?.id;
      if (userId !== undefined) {
        void rememberReport(ctx.deps, userId, request).catch((error: unknown) =>
          ctx.deps.reportError?.(error),
        );
      }
      let status: ReportStatus;
      try {
        const result = await loadReport({
          http: ctx.http,
          request,
          signal: run.signal,
          rows,
          onProgress: throttledProgress(ctx.deps.now, (progress) =>
            ctx.dispatch('report.progressed', 'rest', { id, progress }),
          ),
        });
        ctx.dispatch('report.loaded', 'rest', { id, ...result });
        status = 'ready';
      } catch (cause) {
        const error = toCoreError(cause);
        if (error.type === 'cancelled') {
          ctx.dispatch('report.cancelled', 'user', { id });
          status = 'cancelled';
        } else {
          ctx.dispatch('report.failed', 'rest', { id, error });
          status = 'failed';
        }
      } finally {
        run.done();
      }
      if (status === 'ready' && current().markersShown) {
        ctx.background(() => locateEvents(current().data?.kind === 'events' ? allRows() : []));
      }
      return status;
    },

    async cancelReport() {
      slot.cancel();
    },

    async clearReport() {
      slot.cancel();
      ctx.dispatch('report.cleared', 'user', {});
    },

    async sortReport({ column }) {
      const data = current().data;
      if (typeof column !== 'string' || (data && !keyReader(data, column))) {
        throw validationError('INVALID_QUERY', `the report has no column ${String(column)}`);
      }
      ctx.dispatch('report.sorted', 'user', { column });
    },

    async setReportWindow({ start, count }) {
      ctx.dispatch('report.windowed', 'user', { start, count });
    },

    async showReportMarkers({ shown }) {
      ctx.dispatch('report.markersToggled', 'user', { shown: Boolean(shown) });
      if (shown && current().data?.kind === 'events') await locateEvents(allRows());
    },

    async locateReportRow({ index }) {
      const run = current();
      const data = run.data;
      if (!data) return null;
      if (data.kind === 'route') {
        const offsets = trackOffsets(data.tracks);
        if (index < 0 || index >= offsets.at(-1)!) return null;
        const { track, slot } = slotOf(offsets, index);
        const positions = data.tracks[track]!.positions;
        return { longitude: positions[slot * 2]!, latitude: positions[slot * 2 + 1]! };
      }
      if (data.kind === 'events') {
        await locateEvents([index]);
        return current().located.get(index) ?? null;
      }
      const row = data.rows[index];
      return row && row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null;
    },

    async reportSeries({ attribute, maxPoints }) {
      const run = current();
      if (run.data?.kind !== 'route') return [];
      const names = ctx.state().devices;
      return run.data.tracks.map((track) => ({
        deviceId: track.deviceId,
        name: names.get(track.deviceId)?.name ?? `#${track.deviceId}`,
        ...thinSeries(
          track.times,
          attributeValues(track, attribute, run.units.speed),
          Math.max(2, Math.min(maxPoints, 200_000)),
        ),
      }));
    },

    async reportFile({ format }) {
      const request = requireRequest();
      const file = await requestFile({
        http: ctx.http,
        path: `/reports/${request.kind}/${format}`,
        query: reportQuery(request),
        accept: format === 'pdf' ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE,
      });
      return {
        name: file.name ?? `${request.kind}.${format}`,
        type: file.type,
        data: file.data,
      };
    },

    async mailReport() {
      const run = requireRequest();
      await request({
        http: ctx.http,
        path: `/reports/${run.kind}/mail`,
        query: reportQuery(run),
      });
    },

    async searchDevices({ text, limit }) {
      return findDevices(ctx.state().devices.values(), String(text ?? ''), limit, collator);
    },

    async searchGroups({ text, limit }) {
      return findGroups(ctx.state().groups.values(), String(text ?? ''), limit, collator);
    },

    async pickerNames({ deviceIds, groupIds }) {
      const { devices, groups } = ctx.state();
      return {
        devices: deviceIds.map((id) => deviceItem(devices.get(id), id)),
        groups: groupIds.map((id) => ({ id, name: groups.get(id)?.name ?? `#${id}`, detail: '' })),
      };
    },

    async recentReports() {
      const userId = ctx.state().session.user?.id;
      return userId === undefined ? [] : recentReports(ctx.deps, userId);
    },
  };

  function allRows(): number[] {
    const data = current().data;
    return data && data.kind !== 'route' ? data.rows.map((_, i) => i) : [];
  }
}
