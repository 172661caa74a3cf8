import { expect, it } from 'vitest';
import type { IncomingPosition } from '../../../server/pipeline/types';
import type { DeviceProtocol, MessageDecoder } from '../../../server/protocols/base/types';
import { type Sample, sampleBytes, sampleName, samplesOf, StubContext } from './sampleData';

export { StubContext };

const YEAR_1999 = Date.UTC(1999, 0, 1);

/** Traccar's verifyDecodedPosition checks of one position with a location. */
export function checkLocation(position: IncomingPosition, sample: Sample): void {
  expect(position.outdated).toBe(false);
  expect(position.fixTime).toBeGreaterThan(YEAR_1999);
  expect(position.fixTime).toBeLessThan(Date.now() + 25 * 3600_000);
  expect(Math.abs(position.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(position.longitude)).toBeLessThanOrEqual(180);
  expect(position.speed).toBeGreaterThanOrEqual(0);
  expect(position.speed).toBeLessThanOrEqual(869);
  expect(position.course).toBeGreaterThanOrEqual(0);
  expect(position.course).toBeLessThanOrEqual(360);
  const expected = sample.expected_position;
  if (expected) {
    expect(new Date(position.fixTime).toISOString()).toBe(
      `${expected.fixTime_utc.replace(' ', 'T')}Z`,
    );
    expect(position.valid).toBe(expected.valid);
    // Traccar's tolerance: 0.00001 degrees.
    expect(Math.abs(position.latitude - expected.latitude)).toBeLessThanOrEqual(0.0000101);
    expect(Math.abs(position.longitude - expected.longitude)).toBeLessThanOrEqual(0.0000101);
  }
}

const FIELDS = ['speed', 'course', 'altitude', 'network'] as const;

/** Asserts what the sample says about the decoder's answer. */
export function verifySample(sample: Sample, positions: IncomingPosition[]): void {
  switch (sample.assert) {
    case 'verifyNull':
      expect(positions).toEqual([]);
      return;
    case 'verifyNotNull':
      expect(positions.length).toBeGreaterThan(0);
      return;
    case 'verifyPosition':
      expect(positions).toHaveLength(1);
      checkLocation(positions[0]!, sample);
      return;
    case 'verifyPositions':
      expect(positions.length).toBeGreaterThan(0);
      for (const position of positions) checkLocation(position, sample);
      return;
    case 'verifyAttributes':
      expect(positions).toHaveLength(1);
      expect(Object.keys(positions[0]!.attributes).length).toBeGreaterThan(0);
      return;
    case 'verifyAttribute': {
      expect(positions.length).toBeGreaterThan(0);
      const { key, expected } = sample.attribute!;
      const position = positions[0]!;
      const actual = (FIELDS as readonly string[]).includes(key)
        ? position[key as (typeof FIELDS)[number]]
        : position.attributes[key];
      if (typeof expected === 'number' && !Number.isInteger(expected)) {
        expect(actual).toBeCloseTo(expected, 6);
      } else {
        expect(actual ?? null).toEqual(expected);
      }
    }
  }
}

/**
 * One test per sample, in file order, each test method with its own decoder (as Traccar's
 * tests run them). `setup` applies a sample's `decoder_setup` lines.
 */
export function describeSamples(
  protocol: DeviceProtocol,
  setup: (context: StubContext, lines: string[]) => void = () => undefined,
): void {
  const decoders = new Map<string, { decoder: MessageDecoder; context: StubContext }>();
  for (const sample of samplesOf(protocol.name)) {
    it(sampleName(sample), () => {
      let entry = decoders.get(sample.test_method);
      if (!entry) {
        entry = { decoder: protocol.createDecoder(), context: new StubContext() };
        decoders.set(sample.test_method, entry);
      }
      if (sample.decoder_setup) setup(entry.context, sample.decoder_setup);
      entry.context.now = Date.now();
      verifySample(sample, entry.decoder.decode(sampleBytes(sample), entry.context));
    });
  }
}
