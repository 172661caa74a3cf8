import type { IncomingPosition } from '../../../server/pipeline/types';
import { DecodeError } from '../../../server/protocols/base/errors';
import { FrameBuffer } from '../../../server/protocols/base/frameBuffer';
import type { DeviceProtocol } from '../../../server/protocols/base/types';
import { sampleBytes, samplesOf, StubContext } from './sampleData';

/** A small seeded PRNG (mulberry32), so a failing case can be replayed by its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzOptions {
  cases: number;
  seed?: number;
  /** The stream bytes of a sample frame (delimiters the frame decoder strips put back). */
  toStream?: (frame: Buffer) => Buffer;
  /** More valid frames to mutate (the simulator's). */
  seeds?: Buffer[];
  /**
   * The start of a frame that never ends, for protocols that skip bytes starting no frame
   * (a sample's first bytes otherwise).
   */
  endless?: Buffer;
}

export interface FuzzReport {
  cases: number;
  frames: number;
  positions: number;
  decodeErrors: number;
  /** Cases whose bytes overflowed the frame buffer (the connection would close). */
  overflows: number;
  /** The most bytes a frame buffer held. */
  maxPending: number;
  failures: string[];
}

const TEXT = Buffer.from('0123456789,;#*$-.ABCDEFNSWVabcdef:|[]()\r\n', 'latin1');

function mutate(seed: Buffer, random: () => number, pick: () => Buffer): Buffer {
  const int = (n: number) => Math.floor(random() * n);
  let bytes = Buffer.from(seed);
  const rounds = 1 + int(4);
  for (let r = 0; r < rounds; r++) {
    const at = int(bytes.length + 1);
    switch (int(9)) {
      case 0:
        if (bytes.length) bytes[int(bytes.length)]! ^= 1 << int(8);
        break;
      case 1:
        if (bytes.length) bytes[int(bytes.length)] = [0, 0xff, 0x7f, 0x80, int(256)][int(5)]!;
        break;
      case 2:
        bytes = bytes.subarray(0, at);
        break;
      case 3: {
        const insert = Buffer.from(Array.from({ length: 1 + int(8) }, () => int(256)));
        bytes = Buffer.concat([bytes.subarray(0, at), insert, bytes.subarray(at)]);
        break;
      }
      case 4:
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1 + int(8))]);
        break;
      case 5:
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(int(bytes.length))]);
        break;
      case 6: {
        const other = pick();
        bytes = Buffer.concat([bytes.subarray(0, at), other.subarray(int(other.length + 1))]);
        break;
      }
      case 7:
        if (bytes.length) bytes[int(bytes.length)] = TEXT[int(TEXT.length)]!;
        break;
      default: {
        const insert = Buffer.from(
          Array.from({ length: 1 + int(12) }, () => TEXT[int(TEXT.length)]!),
        );
        bytes = Buffer.concat([bytes.subarray(0, at), insert, bytes.subarray(at)]);
      }
    }
  }
  return bytes;
}

const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** What is wrong with a decoded position, or null. */
export function positionProblem(position: IncomingPosition, protocol: string): string | null {
  if (position.protocol !== protocol) return `protocol ${position.protocol}`;
  for (const key of ['fixTime', 'deviceTime', 'speed', 'course', 'altitude', 'accuracy'] as const) {
    if (!finite(position[key])) return `${key} is ${position[key]}`;
  }
  if (!(Math.abs(position.latitude) <= 90)) return `latitude ${position.latitude}`;
  if (!(Math.abs(position.longitude) <= 180)) return `longitude ${position.longitude}`;
  for (const [key, value] of Object.entries(position.attributes)) {
    const ok =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      finite(value) ||
      Array.isArray(value);
    if (!ok) return `attribute ${key} is ${String(value)}`;
  }
  JSON.stringify(position);
  return null;
}

/**
 * Feeds `cases` hostile inputs (random bytes and mutated samples) through the protocol's frame
 * buffer, in random chunks, and its decoder: a decoder may refuse a frame only with a
 * DecodeError, and what it returns must be a valid position; the buffer never holds more than
 * the protocol's largest frame plus one chunk.
 */
export function fuzzProtocol(protocol: DeviceProtocol, options: FuzzOptions): FuzzReport {
  const random = prng(options.seed ?? 1);
  const int = (n: number) => Math.floor(random() * n);
  const toStream = options.toStream ?? ((frame: Buffer) => frame);
  const seeds = [
    ...samplesOf(protocol.name).map((sample) => toStream(sampleBytes(sample))),
    ...(options.seeds ?? []),
  ];
  const pick = () => seeds[int(seeds.length)]!;
  const report: FuzzReport = {
    cases: 0,
    frames: 0,
    positions: 0,
    decodeErrors: 0,
    overflows: 0,
    maxPending: 0,
    failures: [],
  };
  const decode = (
    decoder: ReturnType<DeviceProtocol['createDecoder']>,
    frame: Buffer,
    context: StubContext,
  ) => {
    report.frames++;
    try {
      for (const position of decoder.decode(frame, context)) {
        report.positions++;
        const problem = positionProblem(position, protocol.name);
        if (problem) report.failures.push(`${problem} from ${frame.toString('hex')}`);
      }
    } catch (error) {
      if (error instanceof DecodeError) report.decodeErrors++;
      else report.failures.push(`${String(error)} from ${frame.toString('hex')}`);
    }
  };
  for (let i = 0; i < options.cases; i++) {
    report.cases++;
    const kind = int(4);
    let input: Buffer;
    if (i % 100 === 99) {
      // A frame start that never ends, longer than any frame may be: the buffer must give up.
      const start = options.endless ?? pick().subarray(0, 8);
      input = Buffer.concat([
        start,
        Buffer.alloc(protocol.maxFrame + int(2048), int(2) ? 0x7f : 0x8f),
      ]);
    } else if (kind === 0) input = Buffer.from(Array.from({ length: int(600) }, () => int(256)));
    else if (kind === 1) input = Buffer.concat([pick(), pick(), mutate(pick(), random, pick)]);
    else input = mutate(pick(), random, pick);
    const context = new StubContext();
    context.identified = random() < 0.7;
    const decoder = protocol.createDecoder();
    const buffer = new FrameBuffer(protocol.createFramer(), protocol.maxFrame);
    let at = 0;
    while (at < input.length) {
      const chunk = input.subarray(at, at + 1 + int(64));
      at += chunk.length;
      let frames: Buffer[];
      try {
        frames = buffer.push(chunk);
      } catch (error) {
        report.failures.push(`framer: ${String(error)} from ${input.toString('hex')}`);
        break;
      }
      report.maxPending = Math.max(report.maxPending, buffer.pending);
      if (buffer.pending > protocol.maxFrame + chunk.length) {
        report.failures.push(`buffer holds ${buffer.pending} bytes from ${input.toString('hex')}`);
      }
      for (const frame of frames) decode(decoder, frame, context);
      if (buffer.overflow) {
        report.overflows++;
        break;
      }
    }
    // The same bytes as one datagram, with no frame decoder in front.
    const datagrams = protocol.createDatagramDecoder?.() ?? protocol.createDecoder();
    if (input.length <= protocol.maxFrame) decode(datagrams, input, context);
  }
  return report;
}
