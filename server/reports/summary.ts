import { DateTime } from 'luxon';
import type { DeviceRecord } from '../storage';
import { distanceBetween, knotsFromMps, odometers, spentFuel } from './calculate';
import { ignoresOdometer, reportSettings, type ReportRun } from './context';
import { fuelFields } from './fuel';
import { baseItem, type SummaryItem } from './items';

/**
 * The ranges of a daily summary (Traccar's calculateDeviceResults): from `from` to the next
 * midnight in `zone`, then day by day, then the last midnight to `to`. Midnights come from the
 * zone's rules, so days of 23 or 25 hours (DST) are split where the wall clock says.
 */
export function dayRanges(from: number, to: number, zone: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = from;
  let day = DateTime.fromMillis(from, { zone }).startOf('day');
  const lastDay = DateTime.fromMillis(to, { zone }).startOf('day');
  while (day < lastDay) {
    const next = day.plus({ days: 1 }).startOf('day');
    ranges.push([start, next.toMillis()]);
    start = next.toMillis();
    day = next;
  }
  ranges.push([start, to]);
  return ranges;
}

const hoursOf = (attributes: Record<string, unknown>): number | null =>
  typeof attributes.hours === 'number' ? attributes.hours : null;

/**
 * One summary item (Traccar's SummaryReportProvider): distance from the first and last position
 * (odometer or totalDistance), engine hours and the average speed over them, spent fuel; the top
 * speed only on the slow path. Null when the range has no position.
 */
async function summaryItem(
  run: ReportRun,
  device: DeviceRecord,
  [from, to]: [number, number],
  fast: boolean,
): Promise<SummaryItem | null> {
  const positions = run.deps.storage.reportPositions;
  const first = await positions.edge(device.id, from, to, false);
  const last = first && (await positions.edge(device.id, from, to, true));
  if (!first || !last) return null;
  const ignoreOdometer = ignoresOdometer(run.deps.lookupFor(device));
  const distance = distanceBetween(first, last, ignoreOdometer);
  const [startHours, endHours] = [hoursOf(first.attributes), hoursOf(last.attributes)];
  const hours = startHours !== null && endHours !== null;
  const engineHours = hours ? endHours - startHours : 0;
  const spent = spentFuel(first, last, device);
  return {
    ...baseItem(device.id, device.name),
    distance,
    averageSpeed: engineHours > 0 ? knotsFromMps((distance * 1000) / engineHours) : 0,
    maxSpeed: fast ? 0 : await positions.maxSpeed(device.id, from, to),
    spentFuel: spent,
    ...odometers(first, last, ignoreOdometer),
    startTime: first.fixTime,
    endTime: last.fixTime,
    startHours: hours ? startHours : 0,
    endHours: hours ? endHours : 0,
    engineHours,
    ...fuelFields(run, device, { distance, spentFuel: spent }),
  };
}

/** `GET /api/reports/summary` for one device: one item, or one per day with `daily`. */
export async function summaryOf(run: ReportRun, device: DeviceRecord): Promise<SummaryItem[]> {
  const { from, to, daily, timezone } = run.params;
  const fast = to - from > reportSettings(run.deps.settings).fastThreshold;
  const ranges = daily ? dayRanges(from, to, timezone) : [[from, to] as [number, number]];
  const items: SummaryItem[] = [];
  for (const range of ranges) {
    const item = await summaryItem(run, device, range, fast);
    if (item) items.push(item);
  }
  return items;
}
