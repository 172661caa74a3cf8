import { motionConfig } from '../pipeline/motion';
import type { DeviceRecord } from '../storage';
import { stopItem, tripItem, type ItemContext } from './calculate';
import { ignoresOdometer, reportSettings, type ReportRun } from './context';
import { fuelFields } from './fuel';
import type { StopItem, TripItem } from './items';
import { fastSegments, slowSegments, type Segment, type SegmentKind } from './segments';

/** Motion events read at most per device on the fast path (a safety net, like MAX_EVENTS). */
const MAX_MOTION_EVENTS = 1_000_000;

/**
 * A device's trips or stops over the run's period (Traccar's detectTripsAndStops): periods up to
 * `report.fastThreshold` replay every position through the live motion processor with the
 * device's parameters; longer ones pair the stored motion events.
 */
export async function segmentsOf(
  run: ReportRun,
  device: DeviceRecord,
  kind: SegmentKind,
): Promise<Segment[]> {
  const { storage, settings } = run.deps;
  const { from, to } = run.params;
  if (to - from > reportSettings(settings).fastThreshold) {
    return fastSegments(
      {
        edge: (last) => storage.reportPositions.edge(device.id, from, to, last),
        motionEvents: () =>
          storage.events.list({
            deviceIds: [device.id],
            from,
            to,
            types: ['deviceMoving', 'deviceStopped'],
            limit: MAX_MOTION_EVENTS,
          }),
        positions: (ids) => storage.reportPositions.ofDevice(device.id, ids),
      },
      kind,
    );
  }
  const config = motionConfig(run.deps.lookupFor(device));
  return slowSegments(storage.reportPositions.chunks(device.id, from, to), kind, config);
}

const itemContext = (run: ReportRun, device: DeviceRecord): ItemContext => ({
  device,
  ignoreOdometer: ignoresOdometer(run.deps.lookupFor(device)),
  driverName: run.driverName,
  fuel: (item) => fuelFields(run, device, item),
  address: run.address,
});

/** `GET /api/reports/trips` for one device. */
export async function tripsOf(run: ReportRun, device: DeviceRecord): Promise<TripItem[]> {
  const context = itemContext(run, device);
  const segments = await segmentsOf(run, device, 'trips');
  const items: TripItem[] = [];
  for (const { start, end, maxSpeed } of segments) {
    items.push(await tripItem(start, end, maxSpeed, context));
  }
  return items;
}

/** `GET /api/reports/stops` for one device. */
export async function stopsOf(run: ReportRun, device: DeviceRecord): Promise<StopItem[]> {
  const context = itemContext(run, device);
  const segments = await segmentsOf(run, device, 'stops');
  const items: StopItem[] = [];
  for (const { start, end } of segments) items.push(await stopItem(start, end, context));
  return items;
}
