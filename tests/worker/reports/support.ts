/** A signed-in core whose fake server answers `/api/reports/*` from a script. */
import type { Device, Group, Server, User } from '@farol/model';
import { testCore } from '../support/core';
import type { CoreDeps } from '../../../src/worker/deps';
import type { RecordedRequest, Reply } from '../support/fakes';
import { device, position, user } from '../support/fixtures';

export const DEVICES: Device[] = [
  device(1, { name: 'Van São João', uniqueId: 'imei-1', attributes: { plate: 'ABC1D23' } }),
  device(2, { name: 'Truck 2', uniqueId: 'imei-2', attributes: { litersx100km: 10 } }),
  device(3, { name: 'Gone', uniqueId: 'deleted-3-x' }),
];

export async function reportCore(
  reply: (request: RecordedRequest) => Reply | Promise<Reply> | undefined,
  options: {
    user?: User;
    server?: Server;
    /** Headers of `/api/server` (e.g. `licensemode` for the paid edition). */
    serverHeaders?: Record<string, string>;
    groups?: Group[];
    deps?: Partial<CoreDeps>;
  } = {},
) {
  const seen: RecordedRequest[] = [];
  let started = false;
  // Once signed in, report calls, positions by id (event markers) and positions by period (the
  // route player without the route report) go to the script.
  const extra = (request: RecordedRequest) => {
    if (request.path === '/api/groups') return { body: options.groups ?? [] };
    if (request.path === '/api/server' && options.server) {
      return { body: options.server, headers: options.serverHeaders };
    }
    const scripted =
      request.path.startsWith('/api/reports') ||
      (request.path === '/api/positions' &&
        (request.query.getAll('id').length > 0 || request.query.has('from')));
    if (!started || !scripted) return undefined;
    seen.push(request);
    return reply(request) as Reply;
  };
  const t = testCore(
    {
      user: options.user ?? user({ attributes: { speedUnit: 'kmh' } }),
      devices: DEVICES,
      positions: DEVICES.map((d) => position(d.id)),
      cookie: true,
      extra: extra as never,
    },
    options.deps,
  );
  await t.core.loadServer();
  await t.core.restoreSession();
  await t.core.settled();
  started = true;
  return { ...t, seen };
}

/** A trip item as Traccar serialises it. */
export const trip = (deviceId: number, distance: number, fields: Record<string, unknown> = {}) => ({
  deviceId,
  deviceName: `Device ${deviceId}`,
  distance,
  averageSpeed: 10,
  maxSpeed: 20,
  spentFuel: 0,
  startOdometer: 0,
  endOdometer: distance,
  startTime: '2026-01-01T12:00:00.000+00:00',
  endTime: '2026-01-01T13:00:00.000+00:00',
  startPositionId: 1,
  endPositionId: 2,
  startLat: -23.5,
  startLon: -46.6,
  endLat: -23.4,
  endLon: -46.5,
  startAddress: null,
  endAddress: 'Av. Paulista',
  duration: 3_600_000,
  driverUniqueId: null,
  driverName: null,
  ...fields,
});

/** A route position as Traccar serialises it. */
export const fix = (id: number, deviceId: number, seconds: number, speed: number, extra = {}) => ({
  id,
  deviceId,
  protocol: 'osmand',
  serverTime: null,
  deviceTime: null,
  fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString(),
  valid: true,
  latitude: -23.5 + seconds / 10_000,
  longitude: -46.6,
  altitude: 700,
  speed,
  course: 0,
  address: null,
  accuracy: 0,
  attributes: { totalDistance: seconds * 10, ...extra },
});
