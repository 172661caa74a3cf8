import { describe, expect, it } from 'vitest';
import { batchIds } from '../../../src/worker/fleet/batchIds';
import { fetchLatestPositions } from '../../../src/worker/fleet/fleetRequests';
import type { HttpDeps } from '../../../src/worker/transport/rest';
import { fakeFetch, type Route } from '../support/fakes';
import { position } from '../support/fixtures';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function deps(route: Route) {
  const server = fakeFetch(route);
  const http: HttpDeps = {
    fetch: server.fetch,
    baseUrl: 'http://localhost:8082',
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return { http, requests: server.requests };
}

/** Answers each id with a position whose id is that id. */
const echo: Route = ({ query }) => ({
  body: query.getAll('id').map((id) => position(Number(id), { id: Number(id) })),
});

describe('batchIds', () => {
  it.each<[number, number[]]>([
    [0, []],
    [1, [1]],
    [500, [500]],
    [501, [500, 1]],
    [1000, [500, 500]],
    [1234, [500, 500, 234]],
  ])('[B1] %i ids → chunks of %j', (n, sizes) => {
    const batches = batchIds(range(n));
    expect(batches.map((b) => b.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(range(n));
  });

  it('[B1] rejects a chunk size below 1', () => {
    expect(() => batchIds([1], 0)).toThrow(RangeError);
  });
});

describe('fetchLatestPositions', () => {
  it('[B1] splits 501 ids into 2 requests', async () => {
    const { http, requests } = deps(echo);
    const positions = await fetchLatestPositions({ http, positionIds: range(501) });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.query.getAll('id').length)).toEqual([500, 1]);
    expect(positions.map((p) => p.id)).toEqual(range(501));
  });

  it('[B1] 500 ids → 1 request', async () => {
    const { http, requests } = deps(echo);
    await fetchLatestPositions({ http, positionIds: range(500) });
    expect(requests).toHaveLength(1);
  });

  it('[B1] no ids → no request', async () => {
    const { http, requests } = deps(echo);
    expect(await fetchLatestPositions({ http, positionIds: [] })).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('[B1] runs at most `concurrency` requests at once', async () => {
    let inFlight = 0;
    let peak = 0;
    const { http } = deps(async (request) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return echo(request);
    });
    await fetchLatestPositions({ http, positionIds: range(3000), concurrency: 3 });
    expect(peak).toBe(3);
  });

  it('[B3] a refused id request falls back to GET /api/positions without parameters', async () => {
    const { http, requests } = deps(({ query }) =>
      query.has('id')
        ? { status: 400, body: 'java.lang.SecurityException: Operation restricted' }
        : { body: [position(7)] },
    );
    const positions = await fetchLatestPositions({ http, positionIds: [70], concurrency: 1 });
    expect(positions.map((p) => p.deviceId)).toEqual([7]);
    expect(requests.at(-1)!.query.toString()).toBe('');
  });

  it('[B3] 401 is not a refusal: it propagates', async () => {
    const { http } = deps(() => ({ status: 401, body: '' }));
    await expect(fetchLatestPositions({ http, positionIds: [1] })).rejects.toMatchObject({
      code: 'HTTP_401_UNAUTHORIZED',
    });
  });
});
