import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '@farol/model';
import { demoFleetSpecs } from '../../server/demo/catalog';
import { FleetDriver } from '../../server/demo/driver';
import { buildVehicles } from '../../server/demo/fleet';
import { distance, type Point } from '../../server/demo/geo';
import { SAO_PAULO_PLACES } from '../../server/demo/places';
import { seededRandom } from '../../server/demo/random';
import { OsmandSender } from '../../server/demo/sender';
import { planRoute } from '../../server/demo/route';
import type { VehicleReport } from '../../server/demo/vehicle';

const KNOTS_PER_KMH = 1 / 1.852;

function drive(seed: number, seconds: number, step = 3): VehicleReport[][] {
  const specs = demoFleetSpecs(20, 'demo', seededRandom(seed));
  const vehicles = buildVehicles(specs, seed);
  const reports: VehicleReport[][] = vehicles.map(() => []);
  for (let t = 0; t < seconds; t += step) {
    vehicles.forEach((vehicle, i) => {
      vehicle.advance(step);
      reports[i]!.push(vehicle.report());
    });
  }
  return reports;
}

describe('demo fleet', () => {
  it('names, numbers and plates vehicles of known categories, mostly road vehicles', () => {
    const specs = demoFleetSpecs(200, 'demo', seededRandom(7));
    expect(specs[0]!.uniqueId).toBe('demo-0001');
    expect(specs[199]!.uniqueId).toBe('demo-0200');
    expect(new Set(specs.map((s) => s.uniqueId)).size).toBe(200);
    for (const spec of specs) {
      expect(DEVICE_CATEGORIES).toContain(spec.category);
      expect(spec.plate).toMatch(/^[A-Z]{3}\d[A-Z]\d{2}$/);
      expect(spec.name).toMatch(/^\S.* \d{2,}$/);
    }
    const road = specs.filter((s) =>
      ['car', 'pickup', 'van', 'truck', 'motorcycle', 'bus'].includes(s.category),
    );
    expect(road.length / specs.length).toBeGreaterThan(0.75);
    expect(specs.filter((s) => s.name === 'Caminhão 01').length).toBeLessThanOrEqual(1);
  });

  it('is deterministic for a seed and differs across seeds', () => {
    expect(drive(3, 600)).toEqual(drive(3, 600));
    expect(drive(3, 600)).not.toEqual(drive(4, 600));
  });

  it('drives plausibly around São Paulo: city speeds, smooth headings, stops with ignition off', () => {
    const reports = drive(11, 3 * 3600).flat();
    const spread = 0.3; // degrees around the landmarks
    for (const r of reports) {
      expect(r.latitude).toBeGreaterThan(-23.66 - spread);
      expect(r.latitude).toBeLessThan(-23.5 + spread);
      expect(r.longitude).toBeGreaterThan(-46.74 - spread);
      expect(r.longitude).toBeLessThan(-46.54 + spread);
      expect(r.speed).toBeLessThanOrEqual(90 * KNOTS_PER_KMH);
      expect(r.course).toBeGreaterThanOrEqual(0);
      expect(r.course).toBeLessThan(360);
      if (!r.ignition) expect(r.speed).toBe(0);
      expect(r.power).toBeGreaterThan(r.ignition ? 13 : 12);
    }
    expect(reports.some((r) => r.ignition && r.speed > 25 * KNOTS_PER_KMH)).toBe(true);
    expect(reports.some((r) => r.ignition && r.speed === 0)).toBe(true); // red lights
    expect(reports.some((r) => !r.ignition)).toBe(true); // parked at a destination
  }, 120_000);

  it('changes heading smoothly while moving fast', () => {
    for (const series of drive(5, 1800, 1)) {
      for (let i = 1; i < series.length; i++) {
        const [a, b] = [series[i - 1]!, series[i]!];
        if (a.speed > 15 && b.speed > 15) {
          const turn = Math.abs(((b.course - a.course + 540) % 360) - 180);
          expect(turn).toBeLessThanOrEqual(46);
        }
      }
    }
  });

  it('plans routes that end at the destination with right-angle-ish legs', () => {
    const random = seededRandom(1);
    const from: Point = SAO_PAULO_PLACES[0]!;
    const to: Point = SAO_PAULO_PLACES[7]!;
    const route = planRoute(from, to, random);
    expect(route[route.length - 1]).toEqual(to);
    const length = route.reduce((sum, p, i) => sum + distance(i ? route[i - 1]! : from, p), 0);
    // A staircase is longer than the straight line but not absurdly so.
    expect(length).toBeGreaterThan(distance(from, to));
    expect(length).toBeLessThan(distance(from, to) * 1.6);
  });
});

describe('fleet driver', () => {
  it('gives every vehicle its turn when the server cannot keep up', async () => {
    const seen = new Set<string>();
    const server = http.createServer((request, response) => {
      seen.add(new URL(request.url!, 'http://x').searchParams.get('id')!);
      setTimeout(() => response.end('OK'), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sender = new OsmandSender(`http://127.0.0.1:${port}`, 2);
    const specs = demoFleetSpecs(50, 'fair', seededRandom(5));
    const vehicles = buildVehicles(specs, 5);
    let acknowledged = 0;
    // 50 vehicles every 0.1 s ask 500 reports/s; two requests of 20 ms in flight serve < 100/s.
    const driver = new FleetDriver(
      specs.map((spec, i) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[i]! })),
      { sender, interval: 0.1, maxInFlight: 2, onResult: () => acknowledged++ },
    );
    driver.start();
    // However slow the machine, the first 100 acknowledgements (two rounds' worth) must reach
    // every vehicle: served round-robin, none waits behind the others.
    const deadline = Date.now() + 20_000;
    while (acknowledged < 100 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const served = new Set(seen);
    await driver.stop();
    sender.close();
    server.close();
    expect(acknowledged).toBeGreaterThanOrEqual(100);
    expect(served.size).toBe(50);
  });
});
