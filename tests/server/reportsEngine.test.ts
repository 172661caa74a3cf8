import { describe, expect, it } from 'vitest';
import { motionConfig, replayMotion } from '../../server/pipeline/motion';
import { distanceBetween, driverOf, spentFuel } from '../../server/reports/calculate';
import { fastSegments, SegmentDetector, slowSegments } from '../../server/reports/segments';
import { dayRanges } from '../../server/reports/summary';
import type { PositionRecord } from '../../server/storage';
import { openTestStorage } from './support/database';
import { removeDir, tempDir } from './helpers';
import { at, secondOf, testDevice, track } from './support/track';

const NEW = motionConfig(() => undefined);
const OLD = motionConfig((key) => (key === 'report.trip.newLogic' ? false : undefined));
const DRIVE_STOP_DRIVE = track([
  { until: 300, speed: 0 },
  { until: 900, speed: 12 },
  { until: 1500, speed: 0 },
  { until: 2100, speed: 12 },
]);
const seconds = (segments: { start: PositionRecord; end: PositionRecord }[]) =>
  segments.map(({ start, end }) => [secondOf(start), secondOf(end)]);

async function* chunked(positions: PositionRecord[], size: number) {
  for (let i = 0; i < positions.length; i += size) yield positions.slice(i, i + size);
}

describe('trip and stop segments', () => {
  it('pair the live processor’s events and close the open one at the last position', () => {
    const events = replayMotion(DRIVE_STOP_DRIVE, NEW).events.map((e) => [
      e.type,
      secondOf(e.position),
    ]);
    expect(events).toEqual([
      ['deviceMoving', 300],
      ['deviceStopped', 1080],
      ['deviceMoving', 1500],
    ]);
    for (const [kind, expected] of [
      [
        'trips',
        [
          [300, 1080],
          [1500, 2100],
        ],
      ],
      [
        'stops',
        [
          [0, 300],
          [1080, 1500],
        ],
      ],
    ] as const) {
      const detector = new SegmentDetector(kind, NEW);
      for (const position of DRIVE_STOP_DRIVE) detector.push(position);
      expect(seconds(detector.finish())).toEqual(expected);
    }
  });

  it('find the same segments whatever the storage chunk size, with the top speed per trip', async () => {
    const whole = await slowSegments(chunked(DRIVE_STOP_DRIVE, 10_000), 'trips', OLD);
    for (const size of [1, 7, 64]) {
      expect(await slowSegments(chunked(DRIVE_STOP_DRIVE, size), 'trips', OLD)).toEqual(whole);
    }
    expect(seconds(whole)).toEqual([
      [310, 910],
      [1510, 2100],
    ]);
    expect(whole.map((segment) => segment.maxSpeed)).toEqual([12 * 1.94384, 12 * 1.94384]);
  });

  it('skip invalid fixes, as the live motion handler does', async () => {
    const noisy = DRIVE_STOP_DRIVE.map((p) =>
      secondOf(p) === 1200 ? { ...p, valid: false, latitude: 1 } : p,
    );
    const trips = await slowSegments(chunked(noisy, 100), 'trips', NEW);
    expect(seconds(trips)).toEqual([
      [300, 1080],
      [1500, 2100],
    ]);
  });

  it('fast path: stored events paired from the first position’s motion; missing positions skipped', async () => {
    const byId = new Map(DRIVE_STOP_DRIVE.map((p) => [p.id, p]));
    const id = (second: number) => DRIVE_STOP_DRIVE.find((p) => secondOf(p) === second)!.id;
    const source = (events: { type: string; positionId: number }[], first = 0) => ({
      edge: async (last: boolean) =>
        last
          ? DRIVE_STOP_DRIVE[DRIVE_STOP_DRIVE.length - 1]!
          : DRIVE_STOP_DRIVE.find((p) => secondOf(p) === first)!,
      motionEvents: async () => events,
      positions: async (ids: number[]) =>
        new Map(ids.flatMap((i) => (byId.has(i) ? [[i, byId.get(i)!]] : []))),
    });
    const stored = [
      { type: 'deviceMoving', positionId: id(300) },
      { type: 'deviceStopped', positionId: id(1080) },
      { type: 'deviceMoving', positionId: id(1500) },
    ];
    expect(seconds(await fastSegments(source(stored), 'trips'))).toEqual([
      [300, 1080],
      [1500, 2100],
    ]);
    expect(seconds(await fastSegments(source(stored), 'stops'))).toEqual([
      [0, 300],
      [1080, 1500],
    ]);
    expect(seconds(await fastSegments(source(stored.slice(1), 600), 'trips'))).toEqual([
      [600, 1080],
      [1500, 2100],
    ]);
    const lost = [{ type: 'deviceStopped', positionId: 999_999 }, ...stored.slice(2)];
    expect(seconds(await fastSegments(source(lost, 600), 'trips'))).toEqual([[1500, 2100]]);
  });
});

describe('daily ranges', () => {
  it('split at local midnights, including a 23-hour day when DST starts', () => {
    const from = Date.parse('2024-03-09T12:00:00-05:00');
    const to = Date.parse('2024-03-11T12:00:00-04:00');
    expect(
      dayRanges(from, to, 'America/New_York').map(([a, b]) => [
        new Date(a).toISOString(),
        (b - a) / 3_600_000,
      ]),
    ).toEqual([
      ['2024-03-09T17:00:00.000Z', 12],
      ['2024-03-10T05:00:00.000Z', 23],
      ['2024-03-11T04:00:00.000Z', 12],
    ]);
    const night = Date.parse('2024-03-10T02:00:00Z');
    expect(dayRanges(night, night + 7_200_000, 'America/Sao_Paulo')).toEqual([
      [night, night + 3_600_000],
      [night + 3_600_000, night + 7_200_000],
    ]);
    expect(dayRanges(night, night + 7_200_000, 'UTC')).toEqual([[night, night + 7_200_000]]);
  });
});

describe('item values', () => {
  const device = testDevice({ attributes: { fuelCapacity: 60 } });
  it('spent fuel: fuelUsed, else the fuel drop, else fuelLevel % of the capacity', () => {
    expect(
      spentFuel(
        at(0, 0, { fuelUsed: 10, fuel: 50 }),
        at(1, 0, { fuelUsed: 14.5, fuel: 40 }),
        device,
      ),
    ).toBe(4.5);
    expect(spentFuel(at(0, 0, { fuel: 50 }), at(1, 0, { fuel: 42 }), device)).toBe(8);
    expect(spentFuel(at(0, 0, { fuelLevel: 80 }), at(1, 0, { fuelLevel: 70 }), device)).toBeCloseTo(
      6,
      9,
    );
    expect(spentFuel(at(0, 0, { fuelLevel: 80 }), at(1, 0, { fuelLevel: 70 }), testDevice())).toBe(
      0,
    );
  });

  it('distance from the odometer when both ends have one, unless ignored; the driver', () => {
    const [a, b] = [at(0, 100, { odometer: 5000 }), at(60, 900, { odometer: 5750 })];
    expect(distanceBetween(a, b, false)).toBe(750);
    expect(distanceBetween(a, b, true)).toBe(800);
    expect(distanceBetween(at(0, 100, { odometer: 0 }), b, false)).toBe(800);
    expect(driverOf(at(0, 0), at(1, 0, { driverUniqueId: 'D7' }))).toBe('D7');
    expect(driverOf(at(0, 0), at(1, 0))).toBeNull();
  });
});

describe('report position chunks', () => {
  it('read every position once, in order, when many share a fixTime across chunk edges', async () => {
    const dir = tempDir();
    const storage = await openTestStorage(dir);
    try {
      const { id: _id, ...fields } = testDevice();
      const device = await storage.devices.insert(fields);
      // 12 positions at t=10 s between others: chunks of 5 cut through them twice.
      const times = [0, 5, ...Array.from({ length: 12 }, () => 10), 15, 20];
      const ids = await storage.positions.allocateIds(times.length);
      const positions = times.map((t, i) => ({ ...at(t, i), id: ids[i]!, deviceId: device.id }));
      await storage.positions.commitBatch(positions, []);
      const read: number[] = [];
      const from = positions[0]!.fixTime;
      for await (const chunk of storage.reportPositions.chunks(device.id, from, from + 20_000, 5)) {
        expect(chunk.length).toBeLessThanOrEqual(5);
        read.push(...chunk.map((position) => position.id));
      }
      expect(read).toEqual(positions.map((position) => position.id));
      const limited: number[] = [];
      for await (const chunk of storage.reportPositions.chunks(
        device.id,
        from,
        from + 20_000,
        5,
        7,
      )) {
        limited.push(...chunk.map((position) => position.id));
      }
      expect(limited).toEqual(read.slice(0, 7));
      expect(
        (await storage.reportPositions.edge(device.id, from + 1, from + 19_000, true))!.id,
      ).toBe(read[14]);
      expect(await storage.reportPositions.maxSpeed(device.id, from, from + 20_000)).toBe(0);
    } finally {
      await storage.close();
      removeDir(dir);
    }
  });
});
