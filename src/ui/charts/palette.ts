/** Twenty distinct colours: one per device of a report chart or the player (up to 20 devices). */
export const DEVICE_PALETTE: readonly (readonly [number, number, number])[] = [
  [11, 99, 206],
  [214, 69, 69],
  [46, 158, 91],
  [245, 166, 35],
  [142, 68, 173],
  [22, 160, 168],
  [230, 103, 31],
  [86, 101, 115],
  [192, 57, 143],
  [39, 174, 96],
  [52, 73, 94],
  [211, 84, 0],
  [41, 128, 185],
  [155, 89, 182],
  [127, 140, 20],
  [176, 58, 46],
  [20, 90, 50],
  [120, 66, 18],
  [93, 109, 126],
  [240, 98, 146],
];

/** The colour of the `index`-th device, as `rgb(…)`. */
export function deviceColor(index: number): string {
  const [r, g, b] = DEVICE_PALETTE[index % DEVICE_PALETTE.length]!;
  return `rgb(${r}, ${g}, ${b})`;
}
