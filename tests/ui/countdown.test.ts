import { describe, expect, it } from 'vitest';
import { countdown } from '../../src/ui/format/countdown';

const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdown (share users, SPEC §4)', () => {
  it.each([
    [0, { unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1, { unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [999, { unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [59 * S, { unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [59 * S + 1, { unit: 'minutes', days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [M, { unit: 'minutes', days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [59 * M + 59 * S, { unit: 'minutes', days: 0, hours: 0, minutes: 59, seconds: 59 }],
    [H, { unit: 'hours', days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [H + M + S, { unit: 'hours', days: 0, hours: 1, minutes: 1, seconds: 1 }],
    [23 * H + 59 * M + 59 * S, { unit: 'hours', days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [D, { unit: 'days', days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [7 * D + 3 * H + 25 * S, { unit: 'days', days: 7, hours: 3, minutes: 0, seconds: 25 }],
  ])('%i ms left → %j', (ms, expected) => {
    expect(countdown(ms)).toEqual(expected);
  });

  it('reads no time, or less than none, as zero seconds', () => {
    for (const ms of [-1, -5 * D, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(countdown(ms)).toEqual({ unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 0 });
    }
  });

  it('each tick of one second lowers it by one second', () => {
    const start = 2 * M + 1 * S;
    const seen = [0, 1, 2].map((tick) => countdown(start - tick * S));
    expect(seen.map((c) => [c.unit, c.minutes, c.seconds])).toEqual([
      ['minutes', 2, 1],
      ['minutes', 2, 0],
      ['minutes', 1, 59],
    ]);
  });
});
