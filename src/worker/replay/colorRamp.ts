/**
 * Colours of values on the player's ramp (SPEC.md RY5): blue for the lowest, through green and
 * yellow, to red for the highest; grey where a point has no value.
 */

const STOPS: readonly (readonly [number, number, number])[] = [
  [37, 99, 235],
  [22, 163, 74],
  [234, 179, 8],
  [234, 88, 12],
  [220, 38, 38],
];
export const NO_VALUE: readonly [number, number, number, number] = [148, 163, 184, 255];

/** RGBA of `t` in [0, 1] on the ramp. */
export function rampColor(t: number): [number, number, number, number] {
  const clamped = Math.min(1, Math.max(0, t));
  const at = clamped * (STOPS.length - 1);
  const low = Math.floor(at);
  const high = Math.min(STOPS.length - 1, low + 1);
  const f = at - low;
  const a = STOPS[low]!;
  const b = STOPS[high]!;
  return [
    Math.round(a[0] + (b[0] - a[0]) * f),
    Math.round(a[1] + (b[1] - a[1]) * f),
    Math.round(a[2] + (b[2] - a[2]) * f),
    255,
  ];
}

/** The finite range of several value columns; [0, 1] when none has a value. */
export function rangeOf(columns: readonly Float64Array[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const values of columns) {
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i]!;
      if (Number.isNaN(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min === Infinity ? [0, 1] : [min, max];
}

/** 256 steps of the ramp, RGBA each: a million points are coloured without an allocation each. */
const TABLE = Uint8Array.from(
  { length: 256 * 4 },
  (_, i) => rampColor(Math.floor(i / 4) / 255)[i % 4]!,
);

/** RGBA per value, scaled over [min, max]. */
export function colorValues(values: Float64Array, min: number, max: number): Uint8Array {
  const colors = new Uint8Array(values.length * 4);
  const scale = 255 / (max - min || 1);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (Number.isNaN(value)) {
      colors.set(NO_VALUE, i * 4);
      continue;
    }
    const step = Math.min(255, Math.max(0, Math.round((value - min) * scale))) * 4;
    colors[i * 4] = TABLE[step]!;
    colors[i * 4 + 1] = TABLE[step + 1]!;
    colors[i * 4 + 2] = TABLE[step + 2]!;
    colors[i * 4 + 3] = 255;
  }
  return colors;
}
