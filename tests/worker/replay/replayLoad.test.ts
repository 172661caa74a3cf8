import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../support/fakes';
import { settle } from '../support/fakes';
import { fix, reportCore } from '../reports/support';

const PERIOD = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };
/** A promise and its resolve, to hold a stream open. */
function gate() {
  let open: (text: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (open = resolve));
  return { promise, open };
}

const at = (seconds: number) => Date.UTC(2026, 0, 1, 12, 0, seconds);

const stopItem = (deviceId: number, from: number, to: number) => ({
  deviceId,
  deviceName: `Device ${deviceId}`,
  positionId: 1,
  latitude: -23.5,
  longitude: -46.6,
  startTime: new Date(at(from)).toISOString(),
  endTime: new Date(at(to)).toISOString(),
  duration: (to - from) * 1000,
});

const eventItem = (id: number, deviceId: number, positionId: number) => ({
  id,
  deviceId,
  type: 'ignitionOn',
  eventTime: new Date(at(positionId)).toISOString(),
  positionId,
  attributes: {},
});

/** Answers route requests per device (fixes every 10 s), stops and events. */
function server(extra: (request: RecordedRequest) => unknown = () => undefined) {
  return (request: RecordedRequest) => {
    const scripted = extra(request);
    if (scripted) return scripted as never;
    if (request.path === '/api/reports/route') {
      const deviceId = Number(request.query.get('deviceId'));
      return { body: [0, 10, 20].map((s) => fix(deviceId * 100 + s, deviceId, s, s)) };
    }
    if (request.path === '/api/reports/stops') return { body: [stopItem(1, 0, 10)] };
    if (request.path === '/api/reports/events') {
      return { body: [eventItem(1, 1, 110), eventItem(2, 2, 999)] };
    }
    return undefined;
  };
}

describe('replay loads', () => {
  it('[RY1] asks one route per device, and the stops and events of all of them', async () => {
    const { core, seen } = await reportCore(server());
    await core.loadReplay({ deviceIds: [1, 2], ...PERIOD });
    const routes = seen.filter((r) => r.path === '/api/reports/route');
    expect(routes.map((r) => r.query.getAll('deviceId'))).toEqual([['1'], ['2']]);
    expect(routes[0]!.query.get('from')).toBe(PERIOD.from);
    const stops = seen.find((r) => r.path === '/api/reports/stops')!;
    expect(stops.query.getAll('deviceId')).toEqual(['1', '2']);
    const events = seen.find((r) => r.path === '/api/reports/events')!;
    expect(events.query.getAll('type')).toEqual(['allEvents']);
  });

  it('[RY1] refuses more than 20 devices, none, or a period that ends first, before asking', async () => {
    const { core, seen } = await reportCore(server());
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    await expect(core.loadReplay({ deviceIds: many, ...PERIOD })).rejects.toMatchObject({
      code: 'INVALID_REPLAY',
    });
    await expect(core.loadReplay({ deviceIds: [], ...PERIOD })).rejects.toMatchObject({
      code: 'INVALID_REPLAY',
    });
    await expect(
      core.loadReplay({ deviceIds: [1], from: PERIOD.to, to: PERIOD.from }),
    ).rejects.toMatchObject({ code: 'INVALID_PERIOD' });
    expect(seen).toHaveLength(0);
  });

  it('[RY1] a failure rejects with its code and shows as failed', async () => {
    const { core, record } = await reportCore(
      server((r) =>
        r.path === '/api/reports/route'
          ? {
              status: 400,
              body: 'java.lang.IllegalArgumentException: Time period exceeds the limit',
            }
          : undefined,
      ),
    );
    const progress = await record('replayProgress');
    await expect(core.loadReplay({ deviceIds: [1], ...PERIOD })).rejects.toMatchObject({
      code: 'TIME_PERIOD_EXCEEDS_THE_LIMIT',
    });
    expect(progress.at(-1)).toMatchObject({ status: 'failed' });
  });

  it('[RY1] a newer load ends the one under way as cancelled; its answer never lands', async () => {
    const held = gate();
    const { core, record } = await reportCore(
      server((r) =>
        r.path === '/api/reports/route' && r.query.get('deviceId') === '1'
          ? { chunks: ['[', held.promise] }
          : undefined,
      ),
    );
    const progress = await record('replayProgress');
    const first = core.loadReplay({ deviceIds: [1], ...PERIOD });
    await settle(20);
    expect(progress.at(-1)).toMatchObject({ status: 'loading' });
    const second = core.loadReplay({ deviceIds: [2], ...PERIOD });
    await expect(first).rejects.toMatchObject({ type: 'cancelled' });
    await expect(second).resolves.toMatchObject({ tracks: [{ deviceId: 2 }] });
    held.open(']');
    await settle();
    expect(progress.at(-1)).toMatchObject({ status: 'ready' });
  });

  it('[RY1] cancelReplay ends the load as cancelled', async () => {
    const held = gate();
    const { core, record } = await reportCore(
      server((r) =>
        r.path === '/api/reports/route' ? { chunks: ['[', held.promise] } : undefined,
      ),
    );
    const progress = await record('replayProgress');
    const load = core.loadReplay({ deviceIds: [1], ...PERIOD });
    await settle(20);
    await core.cancelReplay();
    await expect(load).rejects.toMatchObject({ type: 'cancelled' });
    expect(progress.at(-1)).toMatchObject({ status: 'cancelled' });
    held.open(']');
  });

  it('[RY2] resolves with typed columns per device, in the request’s order, stops and events', async () => {
    const { core } = await reportCore(server());
    const data = await core.loadReplay({ deviceIds: [2, 1], ...PERIOD });
    expect(data.tracks.map((t) => t.deviceId)).toEqual([2, 1]);
    const van = data.tracks[1]!;
    expect(van.name).toBe('Van São João');
    expect(van.times).toBeInstanceOf(Float64Array);
    expect(Array.from(van.times)).toEqual([at(0), at(10), at(20)]);
    expect(van.offsets).toBeInstanceOf(Float32Array);
    const [lon, lat] = van.offsets;
    expect(data.origin[0] + lon!).toBeCloseTo(-46.6, 6);
    expect(data.origin[1] + lat!).toBeCloseTo(-23.5, 6);
    expect(van.courses).toBeInstanceOf(Float32Array);
    expect(van.stops).toEqual([{ start: at(0), end: at(10), longitude: -46.6, latitude: -23.5 }]);
    // The event at position 110 is on van 1's track; 999 is on no track.
    expect(van.events).toEqual([
      expect.objectContaining({ type: 'ignitionOn', longitude: -46.6, latitude: -23.499 }),
    ]);
    expect(data.tracks[0]!.events).toEqual([]);
    expect([data.start, data.end]).toEqual([at(0), at(20)]);
    expect(data.attributes).toContain('speed');
  });

  it('[RY2] without any fix the clip is the requested period', async () => {
    const { core } = await reportCore(
      server((r) => (r.path === '/api/reports/route' ? { body: [] } : undefined)),
    );
    const data = await core.loadReplay({ deviceIds: [1], ...PERIOD });
    expect(data.tracks[0]!.length).toBe(0);
    expect([data.start, data.end]).toEqual([Date.parse(PERIOD.from), Date.parse(PERIOD.to)]);
  });
});
