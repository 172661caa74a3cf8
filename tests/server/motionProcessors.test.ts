import { describe, expect, it } from 'vitest';
import {
  emptyMotionState,
  motionConfig,
  processNewMotion,
  replayMotion,
  type MotionConfig,
  type NewMotionConfig,
} from '../../server/pipeline/motion';
import { at, secondOf, track } from './support/track';

const NEW = motionConfig(() => undefined);
const OLD = motionConfig((key) => (key === 'report.trip.newLogic' ? 'false' : undefined));
const OLD_IGNITION = motionConfig(
  (key) => ({ 'report.trip.newLogic': false, 'report.trip.useIgnition': 'true' })[key],
);

/** Events as [type, second of the position they are at]. */
const run = (config: MotionConfig, positions = DRIVE_STOP_DRIVE) =>
  replayMotion(positions, config).events.map((e) => [e.type, secondOf(e.position)]);

/** Parked 5 min, 10 min at 12 m/s, parked 10 min, 10 min at 12 m/s; a report every 10 s. */
const DRIVE_STOP_DRIVE = track([
  { until: 300, speed: 0 },
  { until: 900, speed: 12 },
  { until: 1500, speed: 0 },
  { until: 2100, speed: 12 },
]);

describe('motion configuration', () => {
  it("has Traccar's defaults (new logic) and reads the old logic's keys", () => {
    expect(NEW).toEqual({
      newLogic: true,
      minDistance: 200,
      minDuration: 180_000,
      stopGap: 3_600_000,
    });
    expect(OLD).toEqual({
      newLogic: false,
      minimalTripDistance: 500,
      minimalTripDuration: 300_000,
      minimalParkingDuration: 300_000,
      minimalNoDataDuration: 3_600_000,
      useIgnition: false,
    });
  });
});

describe('new motion logic', () => {
  it('a drive, a stop, a drive: moving where it left, stopped minDuration after it halted', () => {
    // Leaves after t=300 (moving at the last parked position, once 200 m away at t=320); halts
    // at t=900 and is stopped once the window (180 s plus the position before) holds no
    // position 200 m away: t=1080; leaves again after t=1500.
    expect(run(NEW)).toEqual([
      ['deviceMoving', 300],
      ['deviceStopped', 1080],
      ['deviceMoving', 1500],
    ]);
  });

  it('only seeds the state on the first position', () => {
    const first = at(0, 0);
    const result = processNewMotion(emptyMotionState(), first, NEW as NewMotionConfig);
    expect(result.events).toEqual([]);
    expect(result.state).toMatchObject({ streak: false, position: first, window: [first] });
  });

  it('a data gap covered fast is a trip: stopped, moving at the last position, stopped after', () => {
    const drive = track([
      { until: 300, speed: 0 },
      { until: 600, speed: 12 },
    ]);
    const after = at(600 + 4000, 3600 + 40_000);
    expect(run(NEW, [...drive, after])).toEqual([
      ['deviceMoving', 300],
      ['deviceStopped', 600],
      ['deviceMoving', 600],
      ['deviceStopped', 4600],
    ]);
  });

  it('a data gap without travel ends the trip at the last position before it', () => {
    const drive = track([
      { until: 300, speed: 0 },
      { until: 600, speed: 12 },
    ]);
    expect(run(NEW, [...drive, at(600 + 4000, 3650)])).toEqual([
      ['deviceMoving', 300],
      ['deviceStopped', 600],
    ]);
  });

  it('a slow crawl (0.1 m/s for 50 min, 300 m) is not a trip; driving off after it is', () => {
    const crawl = track([
      { until: 300, speed: 0 },
      { until: 3300, speed: 0.1 },
    ]);
    expect(run(NEW, crawl)).toEqual([]);
    const then = track([
      { until: 300, speed: 0 },
      { until: 3300, speed: 0.1 },
      { until: 3600, speed: 12 },
    ]);
    expect(run(NEW, then)).toEqual([['deviceMoving', 3300]]);
  });

  it('reads its parameters from the lookup (device → group → server)', () => {
    const shortTrips = motionConfig((key) => ({ 'report.trip.minDistance': '1000' })[key]);
    // 1 km from the start is first reached at t=390 (1080 m); the walk back still finds t=300.
    expect(run(shortTrips).slice(0, 1)).toEqual([['deviceMoving', 300]]);
  });
});

describe('old motion logic', () => {
  it('a drive, a stop, a drive: events at the candidate start, after distance or duration', () => {
    // Moving at t=310 once 500 m are covered (t=360); stopped at t=910 after 300 s parked
    // (emitted at t=1210); moving at t=1510 (emitted at t=1560).
    expect(run(OLD)).toEqual([
      ['deviceMoving', 310],
      ['deviceStopped', 910],
      ['deviceMoving', 1510],
    ]);
  });

  it('a data gap of minimalNoDataDuration during a trip stops it at the last position', () => {
    const drive = track([
      { until: 300, speed: 0 },
      { until: 600, speed: 12 },
    ]);
    const after = at(600 + 3600, 3600 + 50, { motion: true });
    expect(run(OLD, [...drive, after])).toEqual([
      ['deviceMoving', 310],
      ['deviceStopped', 600],
    ]);
  });

  it('ignition-based stops: with useIgnition, ignition off stops at once', () => {
    const legs = [
      { until: 300, speed: 0, attributes: { ignition: false } },
      { until: 900, speed: 12, attributes: { ignition: true } },
      { until: 1500, speed: 0, attributes: { ignition: false } },
    ];
    expect(run(OLD_IGNITION, track(legs))).toEqual([
      ['deviceMoving', 310],
      ['deviceStopped', 910],
    ]);
    const stoppedAt = replayMotion(track(legs), OLD_IGNITION).events[1];
    expect(stoppedAt?.position.fixTime).toBe(track(legs)[91]!.fixTime);
    // Idling with the ignition on is a stop only after minimalParkingDuration.
    const idling = legs.map((leg, i) =>
      i === 2 ? { ...leg, attributes: { ignition: true } } : leg,
    );
    const idle = replayMotion(track(idling), OLD_IGNITION);
    expect(idle.events.map((e) => secondOf(e.position))).toEqual([310, 910]);
  });

  it('without useIgnition, ignition off changes nothing', () => {
    const legs = [
      { until: 300, speed: 0 },
      { until: 900, speed: 12 },
      { until: 1000, speed: 0, attributes: { ignition: false } },
    ];
    expect(run(OLD, track(legs))).toEqual([['deviceMoving', 310]]);
  });
});
