import { describe, expect, it } from 'vitest';
import { fix, reportCore } from '../reports/support';

const PERIOD = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };

async function loaded() {
  const t = await reportCore((request) => {
    if (request.path === '/api/reports/route') {
      return {
        body: [
          fix(1, 1, 0, 0, { fuel: 40 }),
          fix(2, 1, 10, 20, { fuel: 39 }),
          fix(3, 1, 20, 10, { ignition: true }),
        ],
      };
    }
    return { body: [] };
  });
  const data = await t.core.loadReplay({ deviceIds: [1], ...PERIOD });
  return { ...t, data };
}

describe('replay views', () => {
  it('[RY5] colours by speed from standing still, by other attributes over their range', async () => {
    const { core } = await loaded();
    const speed = await core.replayColors({ attribute: 'speed' });
    expect(speed.min).toBe(0);
    expect(speed.max).toBeCloseTo(37.04, 2);
    // One level: the middle fix lies on the line between the others, so two vertices, each
    // in its fix's colour (0 km/h blue; 18.52 of 37.04 km/h the 256-step ramp's middle).
    expect(speed.levels).toHaveLength(1);
    expect(Array.from(speed.levels[0]!)).toEqual([37, 99, 235, 255, 234, 178, 8, 255]);
    const fuel = await core.replayColors({ attribute: 'fuel' });
    expect([fuel.min, fuel.max]).toEqual([39, 40]);
  });

  it("[RY5] one device's load brings its speed colours; several devices' loads none", async () => {
    const { core, data } = await loaded();
    const speed = await core.replayColors({ attribute: 'speed' });
    expect(data.colors).toEqual(speed);
    const several = await core.loadReplay({ deviceIds: [1, 2], ...PERIOD });
    expect(several.colors).toBeNull();
  });

  it('[RY6] gives every field of a point, and null outside the tracks', async () => {
    const { core } = await loaded();
    const point = await core.replayPoint({ track: 0, index: 1 });
    expect(point).toMatchObject({
      deviceId: 1,
      index: 1,
      positionId: 2,
      time: Date.UTC(2026, 0, 1, 12, 0, 10),
      latitude: -23.499,
      longitude: -46.6,
      altitude: 700,
      address: null,
      attributes: { fuel: 39, totalDistance: 100 },
    });
    expect(point!.speed).toBeCloseTo(37.04, 2);
    expect(await core.replayPoint({ track: 0, index: 3 })).toBeNull();
    expect(await core.replayPoint({ track: 1, index: 0 })).toBeNull();
  });

  it('[RY6] draws the chart line of any attribute per device', async () => {
    const { core } = await loaded();
    const [line] = await core.replaySeries({ attribute: 'fuel', maxPoints: 100 });
    expect(line!.deviceId).toBe(1);
    // Points without the attribute are left out of the line.
    expect(Array.from(line!.values)).toEqual([40, 39]);
  });
});
