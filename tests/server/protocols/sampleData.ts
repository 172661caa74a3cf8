import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lookupIn } from '../../../server/pipeline/attributes';
import type { DecoderContext } from '../../../server/protocols/base/types';

/** One decoder test of Traccar's, as `shared/reference/traccar-protocol-samples.json` holds it. */
export interface Sample {
  test_method: string;
  line: number;
  assert:
    | 'verifyNull'
    | 'verifyNotNull'
    | 'verifyPosition'
    | 'verifyPositions'
    | 'verifyAttributes'
    | 'verifyAttribute';
  message: { kind: 'hex' | 'text'; data: string };
  attribute?: { key: string; expected: unknown };
  expected_position?: { fixTime_utc: string; valid: boolean; latitude: number; longitude: number };
  decoder_setup?: string[];
}

const FILE = fileURLToPath(
  new URL('../../../../shared/reference/traccar-protocol-samples.json', import.meta.url),
);

/** The samples of one protocol. */
export function samplesOf(protocol: string): Sample[] {
  const all = JSON.parse(fs.readFileSync(FILE, 'utf8')) as {
    protocols: Record<string, { samples: Sample[] }>;
  };
  return all.protocols[protocol]!.samples;
}

/** A sample's bytes as the frame decoder hands them to the message decoder. */
export const sampleBytes = (sample: Sample): Buffer =>
  sample.message.kind === 'hex'
    ? Buffer.from(sample.message.data, 'hex')
    : Buffer.from(sample.message.data, 'latin1');

/** The sample's test name: Traccar's test method and line, and what it asserts. */
export const sampleName = (sample: Sample): string =>
  `${sample.test_method}:${sample.line} ${sample.assert}${
    sample.attribute ? ` ${sample.attribute.key}` : ''
  }`;

/**
 * A decoder context like Traccar's test stub: no device until a message names one, then every
 * uniqueId resolves; replies are collected.
 */
export class StubContext implements DecoderContext {
  now = Date.now();
  identified = false;
  uniqueId: string | null = null;
  model: string | null = null;
  replies: Buffer[] = [];
  options: Record<string, unknown> = {};
  get lookup() {
    return lookupIn([this.options]);
  }
  identify(...uniqueIds: string[]): boolean {
    this.identified = true;
    this.uniqueId = uniqueIds[0] ?? null;
    return true;
  }
  reply(data: Buffer | string): void {
    this.replies.push(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  }
  refusals: Buffer[] = [];
  replyIfRefused(data: Buffer | string): void {
    this.refusals.push(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  }
}
