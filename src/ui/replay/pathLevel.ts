/**
 * Which level of detail the player draws at a zoom (worker SPEC.md RY7): the coarsest whose
 * tolerance stays under half a pixel there, so what it leaves out never shows; the finest
 * when none does.
 */

/** Metres per pixel at zoom 0 on the equator (deck.gl's 512-pixel world). */
const METRES_PER_PIXEL_Z0 = 40_075_016.686 / 512;

export function pathLevelAt(tolerances: readonly number[], zoom: number, latitude: number): number {
  const metresPerPixel =
    (METRES_PER_PIXEL_Z0 * Math.cos((latitude * Math.PI) / 180)) / Math.pow(2, zoom);
  let level = 0;
  for (let i = 1; i < tolerances.length; i += 1) {
    if (tolerances[i]! <= metresPerPixel / 2) level = i;
  }
  return level;
}

/**
 * The levels whose buffers stand uploaded once `level` is drawn, in the order they were first
 * drawn: those drawn before (switching back to one costs nothing), then `level`. A level never
 * drawn is never uploaded — on the software renderer every uploaded vertex lives in the GPU
 * process's memory. Each keeps its place (its PathLayer's), so the first level of a load goes
 * to the layer that stood empty before it, its GPU model made while the page waited.
 */
export function levelsUploaded(uploaded: readonly number[], level: number): number[] {
  return uploaded.includes(level) ? [...uploaded] : [...uploaded, level];
}

/** One colour on every vertex of each track's path, per level (the by-device colouring). */
export function deviceColorsOf(
  trackStarts: Uint32Array,
  palette: readonly (readonly [number, number, number])[],
): Uint8Array {
  const tracks = trackStarts.length - 1;
  const colors = new Uint8Array(trackStarts[tracks]! * 4);
  for (let t = 0; t < tracks; t += 1) {
    const from = trackStarts[t]! * 4;
    const to = trackStarts[t + 1]! * 4;
    if (to <= from) continue;
    const [r, g, b] = palette[t % palette.length]!;
    colors.set([r, g, b, 255], from);
    // Doubling copies fill the range in a few native calls, whatever its length.
    for (let filled = 4; filled < to - from; filled *= 2) {
      colors.copyWithin(from + filled, from, from + Math.min(filled, to - from - filled));
    }
  }
  return colors;
}
