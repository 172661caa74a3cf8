import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../../server/protocols/base/errors';
import { parseDouble, parseHex, parseInt10 } from '../../../server/protocols/base/pattern';
import { suntech } from '../../../server/protocols/suntech';
import { positionProblem } from './fuzz';
import { StubContext } from './samples';

/**
 * Numbers a device writes as text must be finite: Java's parsers turn a huge exponent or a
 * 400-digit integer into Infinity, which no position field may hold (issue 10: every number
 * from any device is validated at the decoder).
 */
describe('device text numbers', () => {
  it.each([
    ['1e400', '1e400'],
    ['-1E309', '-1E309'],
    ['000.024E4371', '000.024E4371'],
    ['400 digits', '9'.repeat(400) + '.5'],
  ])('a double out of range (%s) is refused', (_label, text) =>
    expect(() => parseDouble(text)).toThrow(DecodeError),
  );

  it('an integer out of range is refused, decimal or hex', () => {
    expect(() => parseInt10('9'.repeat(400))).toThrow(DecodeError);
    expect(() => parseHex('f'.repeat(300))).toThrow(DecodeError);
  });

  it('numbers in range still read as Java reads them', () => {
    expect(parseDouble(' 1.5e3 ')).toBe(1500);
    expect(parseDouble('.25')).toBe(0.25);
    expect(parseInt10('-42')).toBe(-42);
    expect(parseHex('ff')).toBe(255);
  });

  it('a Suntech report whose speed overflows is refused, not decoded as Infinity (found by the 1M fuzz run)', () => {
    const frame = Buffer.from(
      'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024E4371;000.00;8;1;41548;12.17;100000;2;1979',
    );
    const context = new StubContext();
    context.identified = true;
    let positions: ReturnType<ReturnType<typeof suntech.createDecoder>['decode']> = [];
    try {
      positions = suntech.createDecoder().decode(frame, context);
    } catch (error) {
      expect(error).toBeInstanceOf(DecodeError);
    }
    expect(positions.map((position) => positionProblem(position, 'suntech'))).not.toContain(
      'speed is Infinity',
    );
    expect(positions.filter((position) => positionProblem(position, 'suntech'))).toEqual([]);
  });
});
