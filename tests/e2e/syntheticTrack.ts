/**
 * The synthetic track the report end-to-end tests drive through the OsmAnd port: the server
 * report tests' van A (tests/server/reportsTrips.test.ts) — parked 5 min, 6 km north at 10 m/s,
 * parked 15 min, 6 km more, parked 10 min, a fix every 10 s — yesterday at noon in São Paulo,
 * so the report screens' "yesterday" preset covers it. The server's tests work out its rows by
 * hand: 2 trips (300–1080 s, 1800–2580 s), 3 stops (0–300, 1080–1800, 2580–3000 s), 301
 * positions.
 */
import { DateTime } from 'luxon';
import { BASE, track, type Fix } from '../server/reportsSupport';
import { METRES_PER_DEGREE } from '../server/support/track';

export const TRACK_ZONE = 'America/Sao_Paulo';

/** Epoch seconds of the track's t = 0: yesterday 12:00 in São Paulo. */
export function trackStart(now = Date.now()): number {
  const noon = DateTime.fromMillis(now, { zone: TRACK_ZONE })
    .minus({ days: 1 })
    .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  return noon.toSeconds();
}

/** Van A's legs. */
export const VAN_A = track([
  { until: 300, mps: 0 },
  { until: 900, mps: 10 },
  { until: 1800, mps: 0 },
  { until: 2400, mps: 10 },
  { until: 3000, mps: 0 },
]);

/** What the server's report tests expect of van A: trips and stops as [from, to] seconds. */
export const VAN_A_TRIPS: [number, number][] = [
  [300, 1080],
  [1800, 2580],
];
export const VAN_A_STOPS: [number, number][] = [
  [0, 300],
  [1080, 1800],
  [2580, 3000],
];

/** Sends fixes in order through OsmAnd for `uniqueId`, `east` metres east of van A's line. */
export async function sendTrack(
  osmandUrl: string,
  uniqueId: string,
  t0: number,
  fixes: Fix[],
  east = 0,
): Promise<void> {
  for (const fix of fixes) {
    const query = new URLSearchParams({
      id: uniqueId,
      lat: String(BASE.lat + fix.north / METRES_PER_DEGREE),
      lon: String(BASE.lon + east / METRES_PER_DEGREE),
      timestamp: String(t0 + fix.t),
      speed: String(fix.speed),
      batt: String(90 - Math.floor(fix.t / 300)),
    });
    const response = await fetch(`${osmandUrl}/?${query}`, { method: 'POST' });
    await response.text();
    if (response.status !== 200) throw new Error(`OsmAnd refused ${uniqueId}: ${response.status}`);
  }
}
