import type { DeviceRecord, EventRecord, PositionRecord } from '../storage';
import { reportSettings, type ReportRun } from './context';
import { MAX_EVENTS } from './routeEvents';

/** Traccar's CombinedReportItem for one device. */
export interface CombinedItem {
  deviceId: number;
  /** The route as `[longitude, latitude]` pairs. */
  route: [number, number][];
  /** Events with a position, but for `deviceMoving`. */
  events: EventRecord[];
  /** The positions those events happened at. */
  positions: PositionRecord[];
}

/**
 * `GET /api/reports/combined` for one device (Traccar's CombinedReportProvider): the route of
 * the period (at most `report.maxPositions` points), its events that have a position (without
 * `deviceMoving`, and without those naming a geofence or maintenance the caller cannot see),
 * and the positions of those events.
 */
export async function combinedOf(run: ReportRun, device: DeviceRecord): Promise<CombinedItem> {
  const { from, to } = run.params;
  const { storage, settings } = run.deps;
  const stored = await storage.events.list({
    deviceIds: [device.id],
    from,
    to,
    types: [],
    limit: MAX_EVENTS,
  });
  const events: EventRecord[] = [];
  for (const event of stored) {
    if (event.positionId <= 0 || event.type === 'deviceMoving') continue;
    if (event.geofenceId && !(await run.canSee('geofence', event.geofenceId))) continue;
    if (event.maintenanceId && !(await run.canSee('maintenance', event.maintenanceId))) continue;
    events.push(event);
  }
  const wanted = new Set(events.map((event) => event.positionId));
  const route: [number, number][] = [];
  const positions: PositionRecord[] = [];
  const { maxPositions } = reportSettings(settings);
  for await (const chunk of storage.reportPositions.chunks(
    device.id,
    from,
    to,
    undefined,
    maxPositions,
  )) {
    for (const position of chunk) {
      route.push([position.longitude, position.latitude]);
      if (wanted.has(position.id)) positions.push(position);
    }
  }
  return { deviceId: device.id, route, events, positions };
}
