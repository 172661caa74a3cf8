/** Traccar's BitUtil over numbers up to 2^53 (device fields are at most 64-bit flags). */

/** Whether bit `index` of `value` is set. */
export const bit = (value: number, index: number): boolean =>
  index < 31 ? ((value >>> 0) & (1 << index)) !== 0 : Math.floor(value / 2 ** index) % 2 === 1;

/** Bits `from` (inclusive) to `to` (exclusive) of `value`. */
export const bits = (value: number, from: number, to: number): number =>
  Math.floor(value / 2 ** from) % 2 ** (to - from);

/** The low `to` bits of `value`. */
export const lowBits = (value: number, to: number): number => bits(value, 0, to);
