import { describe, expect, it } from 'vitest';
import {
  labelBox,
  labelPlan,
  MAX_LABEL_ROWS,
  placeLabels,
  type LabelPlan,
  type LabelledStop,
} from '../../../src/ui/replay/labelPlacement';

const T0 = Date.UTC(2026, 0, 1, 15);
const METRES_PER_DEGREE = 111_320;
const stop = (longitude: number, latitude: number, minutes: number, at = 0): LabelledStop => ({
  start: T0 + at * 3_600_000,
  end: T0 + at * 3_600_000 + minutes * 60_000,
  longitude,
  latitude,
});

/** The pairs of shown durations whose boxes meet at `zoom`. */
function overlaps(plan: LabelPlan<LabelledStop>, rows: Int8Array, zoom: number): number[][] {
  const met: number[][] = [];
  for (let i = 0; i < rows.length; i += 1) {
    for (let j = i + 1; j < rows.length; j += 1) {
      if (rows[i]! < 0 || rows[j]! < 0) continue;
      const a = labelBox(plan, i, rows[i]!, zoom);
      const b = labelBox(plan, j, rows[j]!, zoom);
      if (a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]) met.push([i, j]);
    }
  }
  return met;
}

/** The bench's route: a stop every 27 minutes of driving around a 2 km circle. */
function circleStops(count: number): LabelledStop[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i * 18_000) / 2000;
    return stop(
      -46.63 + (2000 * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos((23.55 * Math.PI) / 180)),
      -23.55 + (2000 * Math.sin(angle)) / METRES_PER_DEGREE,
      12 + (i % 5),
      i,
    );
  });
}

describe('stop durations placement', () => {
  it('never puts one duration over another, at any zoom', () => {
    const plan = labelPlan(circleStops(370));
    for (let zoom = 8; zoom <= 19; zoom += 0.25) {
      const rows = placeLabels(plan, zoom);
      expect(overlaps(plan, rows, zoom)).toEqual([]);
    }
  });

  it('shows more of them as the map zooms in, every one once they stand apart', () => {
    const plan = labelPlan(circleStops(75));
    const shown = (zoom: number) => placeLabels(plan, zoom).filter((row) => row >= 0).length;
    expect(shown(11)).toBeLessThan(shown(12));
    expect(shown(12)).toBeLessThan(shown(13));
    expect(shown(14)).toBe(75);
    // Apart, each stands on the first row above its dot.
    expect([...placeLabels(plan, 18)].every((row) => row === 0)).toBe(true);
  });

  it('two stops 500 m apart: the longer keeps the first row, the other goes above it', () => {
    const short = stop(-46.63, -23.55, 12, 0);
    const long = stop(-46.63 + 500 / (METRES_PER_DEGREE * 0.917), -23.55, 95, 1);
    const plan = labelPlan([short, long]);
    // About 19 px apart at zoom 13: side by side the boxes (~50 and ~78 px wide) would meet.
    expect([...placeLabels(plan, 13)]).toEqual([1, 0]);
    // Far enough apart further in: both on the first row.
    expect([...placeLabels(plan, 16)]).toEqual([0, 0]);
  });

  it('stacks a place visited again and again MAX_LABEL_ROWS high, the longest stops lowest', () => {
    const here = Array.from({ length: MAX_LABEL_ROWS + 2 }, (_, i) =>
      stop(-46.63, -23.6, i + 1, i),
    );
    const rows = placeLabels(labelPlan(here), 15);
    // 6 min, 5 min, 4 min and 3 min stacked; 2 and 1 min left out rather than drawn over.
    expect([...rows]).toEqual([-1, -1, 3, 2, 1, 0]);
  });

  it('places the earliest first among stops of the same length', () => {
    const rows = placeLabels(
      labelPlan([stop(-46.63, -23.6, 10, 2), stop(-46.63, -23.6, 10, 1)]),
      15,
    );
    expect([...rows]).toEqual([1, 0]);
  });
});
