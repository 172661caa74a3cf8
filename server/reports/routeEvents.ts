import type { DeviceRecord, EventRecord, PositionRecord } from '../storage';
import { reportSettings, type ReportRun } from './context';

/** Events read at most per device and request (Traccar has no bound; this is a safety net). */
export const MAX_EVENTS = 100_000;

/**
 * `GET /api/reports/route` for one device: its positions ascending by fixTime, at most
 * `report.maxPositions`, in chunks read one after the other from storage; addresses the
 * geocoder has cached fill the positions stored without one.
 */
export async function* routeOf(
  run: ReportRun,
  device: DeviceRecord,
): AsyncIterable<PositionRecord[]> {
  const { from, to } = run.params;
  const { maxPositions } = reportSettings(run.deps.settings);
  const chunks = run.deps.storage.reportPositions.chunks(
    device.id,
    from,
    to,
    undefined,
    maxPositions,
  );
  for await (const chunk of chunks) {
    await run.fillAddresses(chunk);
    yield chunk;
  }
}

/** An event with the names of what it refers to, for the files. */
export interface EventRow {
  event: EventRecord;
  geofence: string | null;
  maintenance: string | null;
}

/**
 * `GET /api/reports/events` for one device: events of the asked types in time order; `alarm`
 * events only with an asked alarm; events naming a geofence or maintenance the caller cannot
 * see are left out, as Traccar does.
 */
export async function eventsOf(run: ReportRun, device: DeviceRecord): Promise<EventRow[]> {
  const { from, to, types, alarms } = run.params;
  const events = await run.deps.storage.events.list({
    deviceIds: [device.id],
    from,
    to,
    types,
    limit: MAX_EVENTS,
  });
  const rows: EventRow[] = [];
  for (const event of events) {
    if (event.type === 'alarm' && alarms.size && !alarms.has(String(event.attributes.alarm))) {
      continue;
    }
    if (event.geofenceId && !(await run.canSee('geofence', event.geofenceId))) continue;
    if (event.maintenanceId && !(await run.canSee('maintenance', event.maintenanceId))) continue;
    rows.push({
      event,
      geofence: event.geofenceId ? run.deps.objectName('geofence', event.geofenceId) : null,
      maintenance: event.maintenanceId
        ? run.deps.objectName('maintenance', event.maintenanceId)
        : null,
    });
  }
  return rows;
}
