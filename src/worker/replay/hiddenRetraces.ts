/**
 * Drops the parts of a drawn path that later parts draw over (SPEC.md RY7): a route driven
 * again and again (a delivery round, a month of commutes) piles hundreds of passes on the same
 * pixels, and the GPU pays for every one while the screen shows the top one. Walking the
 * level's vertices from the last back to the first, a segment is kept when it reaches a cell of
 * the level's grid no later kept segment reached; the rest lie, at the zooms the level is drawn
 * at, under lines already drawn on top of them. The kept segments are cut into runs of
 * consecutive vertices, each drawn as its own path; the last segment is always kept.
 */

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;
/** Cell keys: x and y cell numbers shifted to be non-negative, packed in one safe integer. */
const SHIFT = 2 ** 25;

export interface PathRuns {
  /** Fix indexes of the kept runs' vertices, runs one after another. */
  indexes: Uint32Array;
  /** Where each run starts in `indexes`, and the total at the end. */
  starts: Uint32Array;
}

/**
 * The runs of `kept` (fix indexes, ascending, of (lon, lat) `positions`) that show on a grid of
 * `cell` metres. A path of fewer than two vertices has no run.
 */
export function hiddenRetraces(positions: Float64Array, kept: Uint32Array, cell: number): PathRuns {
  const count = kept.length;
  if (count < 2) return { indexes: new Uint32Array(0), starts: new Uint32Array(1) };
  const latitude = positions[kept[count >> 1]! * 2 + 1]!;
  const scaleX = (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)) / cell;
  const scaleY = METRES_PER_DEGREE / cell;
  const covered = new Set<number>();
  // 1 where the segment from vertex k to k + 1 shows.
  const shows = new Uint8Array(count - 1);
  const cells: number[] = [];
  for (let k = count - 2; k >= 0; k -= 1) {
    const a = kept[k]! * 2;
    const b = kept[k + 1]! * 2;
    const ax = positions[a]! * scaleX;
    const ay = positions[a + 1]! * scaleY;
    const bx = positions[b]! * scaleX;
    const by = positions[b + 1]! * scaleY;
    // Samples every half cell along the segment: none of its cells is skipped.
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) * 2));
    cells.length = 0;
    let fresh = false;
    for (let s = 0; s <= steps; s += 1) {
      const f = s / steps;
      const key =
        (Math.floor(ax + (bx - ax) * f) + SHIFT) * 2 ** 26 +
        (Math.floor(ay + (by - ay) * f) + SHIFT);
      cells.push(key);
      if (!covered.has(key)) fresh = true;
    }
    if (!fresh) continue;
    shows[k] = 1;
    for (const key of cells) covered.add(key);
  }
  let vertices = 0;
  let runs = 0;
  for (let k = 0; k < count - 1; k += 1) {
    if (!shows[k]) continue;
    if (k === 0 || !shows[k - 1]) {
      runs += 1;
      vertices += 1;
    }
    vertices += 1;
  }
  const indexes = new Uint32Array(vertices);
  const starts = new Uint32Array(runs + 1);
  let at = 0;
  let run = 0;
  for (let k = 0; k < count - 1; k += 1) {
    if (!shows[k]) continue;
    if (k === 0 || !shows[k - 1]) {
      starts[run++] = at;
      indexes[at++] = kept[k]!;
    }
    indexes[at++] = kept[k + 1]!;
  }
  starts[runs] = at;
  return { indexes, starts };
}
