import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../../src/worker/types';
import { settle } from '../support/fakes';
import { fix, reportCore, trip } from './support';

const PERIOD = { from: '2026-01-01T00:00:00.000-03:00', to: '2026-01-01T23:59:59.999-03:00' };
const request = (fields: Partial<ReportRequest> = {}): ReportRequest => ({
  kind: 'trips',
  deviceIds: [1, 2],
  groupIds: [5],
  ...PERIOD,
  ...fields,
});

/** A promise and its resolve, to hold a stream open. */
function gate() {
  let open: (text: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (open = resolve));
  return { promise, open };
}

describe('report runs', () => {
  it('[RP1] loads a report and shows its rows, asking with Traccar’s parameters', async () => {
    const { core, seen, record } = await reportCore(() => ({
      body: [trip(1, 5000), trip(2, 12000)],
    }));
    const views = await record('report');
    await expect(core.runReport(request())).resolves.toBe('ready');
    expect(seen[0]!.path).toBe('/api/reports/trips');
    expect(seen[0]!.query.getAll('deviceId')).toEqual(['1', '2']);
    expect(seen[0]!.query.getAll('groupId')).toEqual(['5']);
    expect(seen[0]!.query.get('from')).toBe(PERIOD.from);
    expect(seen[0]!.query.get('to')).toBe(PERIOD.to);
    expect(seen[0]!.headers.Accept).toBe('application/json');
    const view = views.at(-1)!;
    expect(view).toMatchObject({ status: 'ready', total: 2, start: 0 });
    expect(view.rows.map((row) => row.deviceId)).toEqual([1, 2]);
    expect(views.some((v) => v.status === 'loading')).toBe(true);
  });

  it('[RP1] sends `type` (allEvents when none) for events and `daily` for the summary', async () => {
    const { core, seen } = await reportCore(() => ({ body: [] }));
    await core.runReport(request({ kind: 'events' }));
    await core.runReport(request({ kind: 'events', eventTypes: ['alarm', 'ignitionOn'] }));
    await core.runReport(request({ kind: 'summary', daily: true }));
    expect(seen[0]!.query.getAll('type')).toEqual(['allEvents']);
    expect(seen[1]!.query.getAll('type')).toEqual(['alarm', 'ignitionOn']);
    expect(seen[2]!.query.get('daily')).toBe('true');
    expect(seen[0]!.query.has('daily')).toBe(false);
  });

  it('[RP1] refuses a request that is not one, or a period that ends first, before asking', async () => {
    const { core, seen } = await reportCore(() => ({ body: [] }));
    await expect(core.runReport({ ...request(), kind: 'nope' as never })).rejects.toMatchObject({
      code: 'INVALID_REPORT',
    });
    await expect(
      core.runReport(request({ from: PERIOD.to, to: PERIOD.from })),
    ).rejects.toMatchObject({ code: 'INVALID_PERIOD' });
    expect(seen).toHaveLength(0);
  });

  it('[RP1] a failure shows in the view with its code, keeping the request', async () => {
    const { core, record } = await reportCore(() => ({
      status: 400,
      body: 'java.lang.IllegalArgumentException: Time period exceeds the limit',
    }));
    const views = await record('report');
    await expect(core.runReport(request())).resolves.toBe('failed');
    expect(views.at(-1)).toMatchObject({
      status: 'failed',
      error: { code: 'TIME_PERIOD_EXCEEDS_THE_LIMIT', status: 400 },
      request: request(),
    });
  });

  it('[RP1] cancelling stops the load; the view says cancelled and keeps the request', async () => {
    const held = gate();
    const { core, record } = await reportCore(() => ({
      chunks: [`[${JSON.stringify(trip(1, 10))}`, held.promise],
    }));
    const views = await record('report');
    const run = core.runReport(request());
    await settle(20);
    expect(views.at(-1)!.status).toBe('loading');
    await core.cancelReport();
    await expect(run).resolves.toBe('cancelled');
    expect(views.at(-1)).toMatchObject({ status: 'cancelled', request: request(), total: 0 });
    held.open(']');
  });

  it('[RP1] a new run cancels the one under way, whose answer never lands', async () => {
    const held = gate();
    let calls = 0;
    const { core, record } = await reportCore(() => {
      calls += 1;
      return calls === 1
        ? { chunks: ['[', held.promise] }
        : { body: [trip(2, 1), trip(2, 2), trip(2, 3)] };
    });
    const views = await record('report');
    const first = core.runReport(request());
    await settle(10);
    await expect(core.runReport(request({ deviceIds: [2] }))).resolves.toBe('ready');
    held.open(`${JSON.stringify(trip(1, 9))}]`);
    await expect(first).resolves.toBe('cancelled');
    expect(views.at(-1)).toMatchObject({ status: 'ready', total: 3 });
    expect(views.at(-1)!.request!.deviceIds).toEqual([2]);
  });

  it('[RP2] shows progress while the body streams, then the rows', async () => {
    const held = gate();
    const first = JSON.stringify(trip(1, 10));
    const { core, record } = await reportCore(() => ({ chunks: [`[${first},`, held.promise] }));
    const views = await record('report');
    const run = core.runReport(request());
    await settle(20);
    expect(views.at(-1)).toMatchObject({
      status: 'loading',
      progress: { bytes: first.length + 2, items: 1 },
    });
    held.open(`${JSON.stringify(trip(1, 20))}]`);
    await run;
    expect(views.at(-1)).toMatchObject({ status: 'ready', total: 2, progress: { items: 2 } });
  });

  it('[RP2] progress reaches the view at most every 250 ms', async () => {
    let now = 0;
    const chunks = Array.from(
      { length: 10 },
      (_, i) => `${i ? ',' : '['}${JSON.stringify(trip(1, i))}`,
    );
    const { core, record } = await reportCore(
      () => ({
        chunks: [
          ...chunks.map((chunk) => () => {
            now += 100;
            return chunk;
          }),
          ']',
        ],
      }),
      { deps: { now: () => now } },
    );
    const views = await record('report');
    await core.runReport(request());
    const progressed = new Set(
      views
        .filter((view) => view.status === 'loading' && view.progress.items > 0)
        .map((v) => v.progress.items),
    );
    // 10 items over 1 s: the first chunk's, then one per 250 ms.
    expect(progressed.size).toBeGreaterThanOrEqual(3);
    expect(progressed.size).toBeLessThanOrEqual(5);
  });

  it('[RP2] an item that is not the report’s fails the run as INVALID_RESPONSE', async () => {
    const { core, record } = await reportCore(() => ({ body: [{ nothing: true }] }));
    const views = await record('report');
    await expect(core.runReport(request())).resolves.toBe('failed');
    expect(views.at(-1)!.error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('[RP3] a route becomes one typed track per device, rows built for the window only', async () => {
    const { core, record } = await reportCore(() => ({
      body: [fix(1, 1, 0, 0), fix(2, 1, 10, 10), fix(3, 2, 5, 20)],
    }));
    const views = await record('report');
    await core.runReport(request({ kind: 'route' }));
    const view = views.at(-1)!;
    expect(view.total).toBe(3);
    expect(
      view.rows.map((row) => [row.deviceId, (row as { positionId: number }).positionId]),
    ).toEqual([
      [1, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(view.attributes).toEqual(['speed', 'altitude', 'totalDistance']);
  });

  it('[RP4] forgets the run on clear and on logout', async () => {
    const { core, record } = await reportCore(() => ({ body: [trip(1, 1)] }));
    const views = await record('report');
    await core.runReport(request());
    await core.clearReport();
    expect(views.at(-1)).toMatchObject({ status: 'idle', total: 0, request: null });
  });
});
