import { describe, expect, it } from 'vitest';
import { DEVICE_SPEAKERS } from '../../../server/demo/devices';
import { DEVICE_PROTOCOLS } from '../../../server/protocols';
import type { VehicleReport } from '../../../server/demo/vehicle';
import { fuzzProtocol } from './fuzz';
import { ENDLESS, STREAMS } from './streams';

const REPORT: VehicleReport = {
  latitude: -23.5,
  longitude: -46.6,
  altitude: 700,
  speed: 30,
  course: 180,
  ignition: true,
  motion: true,
  power: 12.4,
  batteryLevel: 80,
};

/** The simulator's frames, as more seeds to mutate. */
function simulatorFrames(protocol: string): Buffer[] {
  const speaker = DEVICE_SPEAKERS[protocol];
  if (!speaker) return [];
  const id = '123456789012345';
  return [
    speaker.login(id, 1),
    speaker.report(id, Date.now(), REPORT, 2),
    speaker.heartbeat(id, 3),
  ].filter((frame): frame is Buffer => frame !== null);
}

describe('decoders under hostile input (10,000 cases each)', () => {
  for (const protocol of DEVICE_PROTOCOLS) {
    it(`${protocol.name}: no crash, no invalid position, bounded buffer`, () => {
      const report = fuzzProtocol(protocol, {
        cases: 10_000,
        seed: 17,
        toStream: STREAMS[protocol.name],
        seeds: simulatorFrames(protocol.name),
        endless: ENDLESS[protocol.name],
      });
      expect(report.failures.slice(0, 5)).toEqual([]);
      expect(report.cases).toBe(10_000);
      // The mutations reach the decoders: frames are cut, decoded and refused.
      expect(report.frames).toBeGreaterThan(10_000);
      expect(report.decodeErrors).toBeGreaterThan(0);
      expect(report.positions).toBeGreaterThan(0);
      // Endless frames are cut off at the protocol's limit.
      expect(report.overflows).toBeGreaterThan(0);
      expect(report.maxPending).toBeLessThanOrEqual(protocol.maxFrame + 64);
      // A fixed number of cases, not a time: the limit only catches a hang (watch's 10,000
      // cases take ~15 s alone and over 40 s on a machine shared by several test runs).
    }, 180_000);
  }
});

describe('the fuzzer', () => {
  it('reports a decoder that throws anything but a DecodeError, or returns a bad position', () => {
    const [gt06] = DEVICE_PROTOCOLS;
    const crashing = {
      ...gt06!,
      createDecoder: () => ({
        decode: (frame: Buffer) => {
          if (frame.length % 7 === 0) throw new RangeError('read past the end');
          if (frame.length % 7 === 1) {
            return [{ ...simulatedPosition(), latitude: Number.NaN }];
          }
          return [];
        },
      }),
    };
    const report = fuzzProtocol(crashing, { cases: 200, seed: 3 });
    expect(report.failures.some((failure) => failure.startsWith('RangeError'))).toBe(true);
    expect(report.failures.some((failure) => failure.startsWith('latitude NaN'))).toBe(true);
  });
});

function simulatedPosition() {
  return {
    protocol: 'gt06',
    deviceTime: 0,
    fixTime: 0,
    valid: true,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
    network: null,
    attributes: {},
    outdated: false,
  };
}
