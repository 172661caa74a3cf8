import type { DeviceRecord } from '../storage';
import type { ReportRun } from './context';
import { baseItem, type BaseItem } from './items';
import { MAX_EVENTS } from './routeEvents';

/** A stay inside a geofence (Traccar's GeofenceReportItem): from its enter to its exit event. */
export interface GeofenceVisitItem extends BaseItem {
  geofenceId: number;
  /** The geofence's name, for the files (not in the JSON). */
  geofenceName: string | null;
}

/**
 * `GET /api/reports/geofences` for one device (Traccar's GeofenceReportProvider): for each asked
 * geofence, each `geofenceEnter` paired with the next `geofenceExit` of that geofence in the
 * period; a stay still open at the end is not listed.
 */
export async function geofenceVisitsOf(
  run: ReportRun,
  device: DeviceRecord,
): Promise<GeofenceVisitItem[]> {
  const { from, to, geofenceIds } = run.params;
  if (geofenceIds.length === 0) return [];
  const asked = new Set(geofenceIds);
  const events = await run.deps.storage.events.list({
    deviceIds: [device.id],
    from,
    to,
    types: ['geofenceEnter', 'geofenceExit'],
    limit: MAX_EVENTS,
  });
  const open = new Map<number, number>();
  const items: GeofenceVisitItem[] = [];
  for (const event of events) {
    if (!asked.has(event.geofenceId)) continue;
    if (event.type === 'geofenceEnter') {
      open.set(event.geofenceId, event.eventTime);
      continue;
    }
    const entered = open.get(event.geofenceId);
    open.delete(event.geofenceId);
    if (entered === undefined || event.eventTime < entered) continue;
    items.push({
      ...baseItem(device.id, device.name),
      startTime: entered,
      endTime: event.eventTime,
      geofenceId: event.geofenceId,
      geofenceName: run.deps.objectName('geofence', event.geofenceId),
    });
  }
  return items;
}
