import { describe, expect, it } from 'vitest';
import type { ReportRequest, TripRow } from '../../../src/worker/types';
import { server, user } from '../support/fixtures';
import { fix, reportCore, trip } from './support';

const request = (fields: Partial<ReportRequest> = {}): ReportRequest => ({
  kind: 'trips',
  deviceIds: [1, 2],
  groupIds: [],
  from: '2026-01-01T00:00:00Z',
  to: '2026-01-02T00:00:00Z',
  ...fields,
});

const stop = (deviceId: number, latitude: number) => ({
  deviceId,
  deviceName: `Device ${deviceId}`,
  positionId: 9,
  latitude,
  longitude: -46.6,
  startTime: '2026-01-01T12:00:00.000+00:00',
  endTime: '2026-01-01T12:30:00.000+00:00',
  duration: 1_800_000,
  address: null,
  engineHours: 0,
  spentFuel: 2,
});

describe('report rows', () => {
  it('[RP4] convert speeds, distances and volumes to the user’s units', async () => {
    const { core, record } = await reportCore(
      () => ({ body: [trip(1, 16093.44, { averageSpeed: 10, spentFuel: 3.78541 })] }),
      { user: user({ attributes: { speedUnit: 'mph', distanceUnit: 'mi', volumeUnit: 'usGal' } }) },
    );
    const views = await record('report');
    await core.runReport(request());
    const row = views.at(-1)!.rows[0] as TripRow;
    expect(views.at(-1)!.units).toEqual({ speed: 'mph', distance: 'mi', volume: 'usGal' });
    expect(row.distance).toBe(10);
    expect(row.averageSpeed).toBeCloseTo(11.5078, 4);
    expect(row.fuel).toBe(1);
    expect(row.startTime).toBe(Date.UTC(2026, 0, 1, 12));
  });

  it('[RP5] estimate fuel from litersx100km and price it at the user’s fuelPrice', async () => {
    const { core, record } = await reportCore(
      () => ({ body: [trip(2, 50_000), trip(1, 50_000), trip(1, 1000, { spentFuel: 4 })] }),
      { user: user({ attributes: { fuelPrice: '6.5' } }) },
    );
    const views = await record('report');
    await core.runReport(request());
    const rows = views.at(-1)!.rows as TripRow[];
    // Device 2 burns 10 L/100 km: 50 km → 5 L → R$ 32.50; device 1 has no rate, no reading.
    expect(rows.map((row) => [row.fuel, row.fuelCost])).toEqual([
      [5, 32.5],
      [null, null],
      [4, 26],
    ]);
  });

  it('[RP4] read preferences from the server when it forces its settings', async () => {
    const forced = server({ forceSettings: true, attributes: { distanceUnit: 'mi' } });
    const loose = server({
      forceSettings: false,
      attributes: { distanceUnit: 'mi', speedUnit: 'kn' },
    });
    const mine = user({ attributes: { distanceUnit: 'km' } });
    for (const [settings, expected] of [
      [forced, { distance: 'mi', speed: 'kmh' }],
      [loose, { distance: 'km', speed: 'kn' }],
    ] as const) {
      const { core, record } = await reportCore(() => ({ body: [trip(1, 1000)] }), {
        user: mine,
        server: settings,
      });
      const views = await record('report');
      await core.runReport(request());
      expect(views.at(-1)!.units).toMatchObject(expected);
    }
  });
});

describe('report sort and window', () => {
  it('[RP6] sort by any column, flipping on the same column, empty values last', async () => {
    const { core, record } = await reportCore(() => ({
      body: [
        trip(1, 300),
        trip(1, 100, { driverName: 'Bia' }),
        trip(1, 200, { driverName: 'Ana' }),
      ],
    }));
    const views = await record('report');
    await core.runReport(request());
    await core.sortReport({ column: 'distance' });
    expect((views.at(-1)!.rows as TripRow[]).map((r) => r.distance)).toEqual([0.1, 0.2, 0.3]);
    await core.sortReport({ column: 'distance' });
    expect(views.at(-1)!.sort).toEqual({ column: 'distance', direction: 'desc' });
    expect((views.at(-1)!.rows as TripRow[]).map((r) => r.distance)).toEqual([0.3, 0.2, 0.1]);
    await core.sortReport({ column: 'driverName' });
    expect((views.at(-1)!.rows as TripRow[]).map((r) => r.driverName)).toEqual([
      'Ana',
      'Bia',
      null,
    ]);
    await core.sortReport({ column: 'driverName' });
    expect((views.at(-1)!.rows as TripRow[]).map((r) => r.driverName)).toEqual([
      'Bia',
      'Ana',
      null,
    ]);
    await expect(core.sortReport({ column: 'password' })).rejects.toMatchObject({
      code: 'INVALID_QUERY',
    });
  });

  it('[RP6] send only the window’s rows, at most 1,000', async () => {
    const positions = Array.from({ length: 2_500 }, (_, i) => fix(i + 1, 1, i, i % 50));
    const { core, record } = await reportCore(() => ({ body: positions }));
    const views = await record('report');
    await core.runReport(request({ kind: 'route' }));
    expect(views.at(-1)).toMatchObject({ total: 2_500, start: 0 });
    expect(views.at(-1)!.rows).toHaveLength(100);
    await core.setReportWindow({ start: 2_400, count: 5_000 });
    expect(views.at(-1)!.start).toBe(2_400);
    expect(views.at(-1)!.rows).toHaveLength(100);
    await core.setReportWindow({ start: 0, count: 5_000 });
    expect(views.at(-1)!.rows).toHaveLength(1_000);
    await core.sortReport({ column: 'speed' });
    const speeds = views.at(-1)!.rows.map((row) => (row as { speed: number }).speed);
    expect(speeds[0]).toBe(0);
    expect([...speeds].sort((a, b) => a - b)).toEqual(speeds);
  });

  it('[RP6] a window that is not a number starts at the top, as the device list’s (L5)', async () => {
    const positions = Array.from({ length: 30 }, (_, i) => fix(i + 1, 1, i, 10));
    const { core, record } = await reportCore(() => ({ body: positions }));
    const views = await record('report');
    await core.runReport(request({ kind: 'route' }));
    await core.setReportWindow({ start: Number.NaN, count: 10 });
    expect(views.at(-1)).toMatchObject({ total: 30, start: 0 });
    expect(views.at(-1)!.rows).toHaveLength(10);
    await core.setReportWindow({ start: 5, count: Number.NaN });
    expect(views.at(-1)).toMatchObject({ start: 5, rows: [] });
  });
});

describe('report markers', () => {
  it('[RP7] put stops and trip ends on the map while shown', async () => {
    const { core, record } = await reportCore((r) =>
      r.path.endsWith('stops')
        ? { body: [stop(1, -23.1), stop(2, -23.2)] }
        : { body: [trip(1, 100)] },
    );
    const markers = await record('reportMarkers');
    await core.runReport(request({ kind: 'stops' }));
    expect(markers.at(-1)).toBeNull();
    await core.showReportMarkers({ shown: true });
    expect(markers.at(-1)).toMatchObject({ length: 2 });
    expect(Array.from(markers.at(-1)!.positions)).toEqual([-46.6, -23.1, -46.6, -23.2]);
    expect(Array.from(markers.at(-1)!.kinds)).toEqual([0, 0]);
    await core.runReport(request());
    expect(Array.from(markers.at(-1)!.kinds)).toEqual([2, 3]);
    expect(Array.from(markers.at(-1)!.positions)).toEqual([-46.6, -23.5, -46.5, -23.4]);
    await core.showReportMarkers({ shown: false });
    expect(markers.at(-1)).toBeNull();
  });

  it('[RP7] locate events by their positions, read in batches of ids', async () => {
    const event = (id: number, positionId: number) => ({
      id,
      deviceId: 1,
      type: 'ignitionOn',
      eventTime: '2026-01-01T12:00:00.000+00:00',
      positionId,
      attributes: {},
    });
    const { core, record, seen } = await reportCore((r) =>
      r.path === '/api/positions'
        ? {
            body: r.query.getAll('id').map((id) => ({
              id: Number(id),
              deviceId: 1,
              latitude: -20 - Number(id),
              longitude: -40,
              fixTime: '2026-01-01T12:00:00.000+00:00',
            })),
          }
        : { body: [event(1, 11), event(2, 0), event(3, 12)] },
    );
    const markers = await record('reportMarkers');
    await core.runReport(request({ kind: 'events' }));
    await expect(core.locateReportRow({ index: 2 })).resolves.toEqual({
      index: 2,
      latitude: -32,
      longitude: -40,
    });
    await expect(core.locateReportRow({ index: 1 })).resolves.toBeNull();
    await core.showReportMarkers({ shown: true });
    expect(markers.at(-1)).toMatchObject({ length: 2 });
    const idQueries = seen
      .filter((r) => r.path === '/api/positions')
      .map((r) => r.query.getAll('id'));
    expect(idQueries).toEqual([['12'], ['11']]);
  });

  it('[RP7] the route is every device’s path', async () => {
    const { core, record } = await reportCore(() => ({
      body: [fix(1, 1, 0, 0), fix(2, 1, 10, 0), fix(3, 2, 0, 0)],
    }));
    const markers = await record('reportMarkers');
    await core.showReportMarkers({ shown: true });
    await core.runReport(request({ kind: 'route' }));
    expect(Array.from(markers.at(-1)!.pathStarts)).toEqual([0, 2]);
    expect(markers.at(-1)!.path).toHaveLength(6);
  });
});

describe('report chart series', () => {
  it('[RP8] give one line per device, thinned to the lowest and highest of each bucket', async () => {
    const speeds = [0, 5, 50, 5, 0, 5, 0, 80, 0, 5];
    const { core } = await reportCore(() => ({
      body: [
        ...speeds.map((speed, i) => fix(i + 1, 1, i, speed, { fuel: 60 - i })),
        fix(20, 2, 0, 1),
      ],
    }));
    await core.runReport(request({ kind: 'route' }));
    const [first, second] = await core.reportSeries({ attribute: 'speed', maxPoints: 4 });
    expect(first!.name).toBe('Van São João');
    // Two buckets of five: (0, 50) then (0, 80), in time order; km/h from knots.
    expect(Array.from(first!.values)).toEqual([0, 50 * 1.852, 0, 80 * 1.852]);
    expect(Array.from(first!.times)).toEqual(
      [0, 2, 6, 7].map((s) => Date.UTC(2026, 0, 1, 12, 0, s)),
    );
    expect(second!.values).toHaveLength(1);
    const [fuel] = await core.reportSeries({ attribute: 'fuel', maxPoints: 100 });
    expect(Array.from(fuel!.values)).toEqual(speeds.map((_, i) => 60 - i));
  });
});

describe('report pickers, recent runs and files', () => {
  it('[RP9] find devices by name, IMEI or plate, ignoring case and accents, never deleted ones', async () => {
    const { core } = await reportCore(() => undefined);
    await expect(core.searchDevices({ text: 'sao joao', limit: 10 })).resolves.toMatchObject({
      items: [{ id: 1, name: 'Van São João', detail: 'imei-1' }],
      total: 1,
    });
    expect((await core.searchDevices({ text: 'abc1', limit: 10 })).total).toBe(1);
    expect((await core.searchDevices({ text: 'IMEI-2', limit: 10 })).items[0]!.id).toBe(2);
    const all = await core.searchDevices({ text: '', limit: 1 });
    expect(all).toMatchObject({ total: 2, items: [{ name: 'Truck 2' }] });
  });

  it('[RP10] remember the latest 25 runs per user, newest first, without repeats', async () => {
    const { core } = await reportCore(() => ({ body: [] }));
    for (let day = 1; day <= 27; day += 1) {
      const from = `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`;
      await core.runReport(
        request({ from, to: `2026-01-${String(day).padStart(2, '0')}T12:00:00Z` }),
      );
    }
    await core.runReport(request({ from: '2026-01-05T00:00:00Z', to: '2026-01-05T12:00:00Z' }));
    const recent = await core.recentReports();
    expect(recent).toHaveLength(25);
    expect(recent.map((run) => run.request.from.slice(8, 10)).slice(0, 3)).toEqual([
      '05',
      '27',
      '26',
    ]);
  });

  it('[RP11] fetch the server’s xlsx and PDF with the run’s query and e-mail it through /mail', async () => {
    const { core, seen } = await reportCore((r) =>
      r.path.endsWith('/xlsx') || r.path.endsWith('/pdf')
        ? {
            body: 'PK-bytes',
            headers: {
              'Content-Type': 'application/vnd.ms-excel',
              'Content-Disposition': 'attachment; filename=trips_2026.xlsx',
            },
          }
        : r.path.endsWith('/mail')
          ? { status: 204, body: '' }
          : { body: [] },
    );
    await expect(core.reportFile({ format: 'xlsx' })).rejects.toMatchObject({ code: 'NO_REPORT' });
    await core.runReport(request());
    const file = await core.reportFile({ format: 'xlsx' });
    expect(file.name).toBe('trips_2026.xlsx');
    expect(new TextDecoder().decode(file.data)).toBe('PK-bytes');
    await core.reportFile({ format: 'pdf' });
    await core.mailReport();
    const calls = seen.slice(1);
    expect(calls.map((r) => r.path)).toEqual([
      '/api/reports/trips/xlsx',
      '/api/reports/trips/pdf',
      '/api/reports/trips/mail',
    ]);
    expect(calls[0]!.headers.Accept).toContain('spreadsheetml');
    expect(calls[1]!.headers.Accept).toBe('application/pdf');
    for (const call of calls) expect(call.query.getAll('deviceId')).toEqual(['1', '2']);
  });
});
