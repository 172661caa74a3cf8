import { describe, expect, it } from 'vitest';
import { IllegalArgumentError } from '../../server/errors';
import { checkIncoming, MAX_POSITION_ATTRIBUTES_BYTES } from '../../server/pipeline/incoming';
import type { IncomingPosition } from '../../server/pipeline/types';

const incoming = (attributes: Record<string, unknown>): IncomingPosition => ({
  protocol: 'osmand',
  deviceTime: 1_700_000_000_000,
  fixTime: 1_700_000_000_000,
  valid: true,
  latitude: 1,
  longitude: 2,
  altitude: 0,
  speed: 0,
  course: 0,
  accuracy: 0,
  network: null,
  attributes,
  outdated: false,
});

/** A string value that makes `{"note":"…"}` exactly `length` characters of JSON. */
const noteOf = (length: number) => ({ note: 'x'.repeat(length - '{"note":""}'.length) });

describe('checkIncoming: the attributes’ size', () => {
  it('takes attributes whose JSON is at the limit and refuses one character more', () => {
    expect(() => checkIncoming(incoming(noteOf(MAX_POSITION_ATTRIBUTES_BYTES)))).not.toThrow();
    expect(() => checkIncoming(incoming(noteOf(MAX_POSITION_ATTRIBUTES_BYTES + 1)))).toThrow(
      IllegalArgumentError,
    );
  });

  it('measures escaped text and nested values by their JSON', () => {
    // 20,000 newlines: 40,000 characters of JSON, over the limit only by a worst-case estimate.
    expect(() => checkIncoming(incoming({ lines: '\n'.repeat(20_000) }))).not.toThrow();
    expect(() => checkIncoming(incoming({ lines: '\n'.repeat(40_000) }))).toThrow(
      IllegalArgumentError,
    );
    const nested = { list: Array.from({ length: 20_000 }, () => 1) };
    expect(() => checkIncoming(incoming(nested))).not.toThrow();
    nested.list.push(...Array.from({ length: 20_000 }, () => 1));
    expect(() => checkIncoming(incoming(nested))).toThrow(IllegalArgumentError);
  });

  it('turns non-finite attribute numbers into their text', () => {
    const position = checkIncoming(incoming({ a: NaN, b: Infinity, c: 1 }));
    expect(position.attributes).toEqual({ a: 'NaN', b: 'Infinity', c: 1 });
  });
});
