/**
 * Where the stops' durations stand on the map at a zoom (SPEC §2 route player): none over
 * another. Greedy, in screen pixels: the longest stop first (the earliest among equals), each in
 * the lowest row above its dot where its box meets no box placed before (rows stack the
 * durations of stops at one place, a depot visited daily, up to MAX_LABEL_ROWS); one with no
 * free row is not shown. Boxes scale with nothing, distances with the zoom, so the placement is
 * made again whenever the zoom changes (StopLabelsLayer) — a grid of cells finds the neighbours,
 * a few hundred stops in well under a millisecond.
 */
import { formatDuration } from '../format/formatDuration';

/** The most rows one place's durations stack in (a depot visited daily would make a tower). */
export const MAX_LABEL_ROWS = 4;
/** The first row's centre above its dot (px), and the step between rows. */
export const LABEL_OFFSET_PX = 18;
export const LABEL_ROW_PX = 20;
/**
 * A duration's box (px): 12 px text and 2 px padding above and below; at most 7 px a character
 * (600-weight digits of the system font) and 4 px padding each side; 2 px between boxes.
 */
const LABEL_HEIGHT_PX = 16;
const CHARACTER_PX = 7;
const PADDING_PX = 4;
const GAP_PX = 2;
/** The grid's cell (px): a box is looked up in the cells it covers. */
const CELL_PX = 64;

export interface LabelledStop {
  start: number;
  end: number;
  longitude: number;
  latitude: number;
}

/** Where each stop's duration stands and what it spans, at zoom 0 (deck.gl's 512-px world). */
export interface LabelPlan<T> {
  stops: readonly T[];
  /** Web Mercator x and y of each dot at zoom 0. */
  x: Float64Array;
  y: Float64Array;
  /** Each box's width (px, any zoom). */
  width: Float32Array;
  /** Stop indexes, the first placed first. */
  order: Uint32Array;
}

/** The width (px) of a duration's box on the map. */
export const labelWidth = (text: string): number => text.length * CHARACTER_PX + 2 * PADDING_PX;

/** The stops' places and boxes, made once per load (the placement is per zoom). */
export function labelPlan<T extends LabelledStop>(stops: readonly T[]): LabelPlan<T> {
  const count = stops.length;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const width = new Float32Array(count);
  stops.forEach((stop, i) => {
    const sin = Math.sin((stop.latitude * Math.PI) / 180);
    x[i] = ((stop.longitude + 180) / 360) * 512;
    y[i] = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 512;
    width[i] = labelWidth(formatDuration(stop.end - stop.start));
  });
  const order = Uint32Array.from(stops.keys()).sort((a, b) => {
    const longer = stops[b]!.end - stops[b]!.start - (stops[a]!.end - stops[a]!.start);
    return longer !== 0 ? longer : stops[a]!.start - stops[b]!.start || a - b;
  });
  return { stops, x, y, width, order };
}

/** Each stop's row at `zoom` (index in `plan.stops`), -1 where its duration is not shown. */
export function placeLabels(plan: LabelPlan<LabelledStop>, zoom: number): Int8Array {
  const scale = 2 ** zoom;
  const rows = new Int8Array(plan.stops.length).fill(-1);
  // Placed boxes as [left, top, right, bottom] in screen px, by the grid cells they cover.
  const boxes: number[] = [];
  const cells = new Map<number, number[]>();
  const cellKeys = (left: number, top: number, right: number, bottom: number) => {
    const keys: number[] = [];
    for (let cx = Math.floor(left / CELL_PX); cx <= Math.floor(right / CELL_PX); cx += 1) {
      for (let cy = Math.floor(top / CELL_PX); cy <= Math.floor(bottom / CELL_PX); cy += 1) {
        // Cell numbers fit 2^26 each up to zoom 24 (a 2^33 px world at 64 px a cell).
        keys.push(cx * 2 ** 27 + cy);
      }
    }
    return keys;
  };
  const free = (left: number, top: number, right: number, bottom: number, keys: number[]) => {
    for (const key of keys) {
      for (const at of cells.get(key) ?? []) {
        if (
          left < boxes[at + 2]! + GAP_PX &&
          boxes[at]! < right + GAP_PX &&
          top < boxes[at + 3]! + GAP_PX &&
          boxes[at + 1]! < bottom + GAP_PX
        ) {
          return false;
        }
      }
    }
    return true;
  };
  for (const i of plan.order) {
    const centreX = plan.x[i]! * scale;
    const half = plan.width[i]! / 2;
    for (let row = 0; row < MAX_LABEL_ROWS; row += 1) {
      const centreY = plan.y[i]! * scale - LABEL_OFFSET_PX - row * LABEL_ROW_PX;
      const left = centreX - half;
      const right = centreX + half;
      const top = centreY - LABEL_HEIGHT_PX / 2;
      const bottom = centreY + LABEL_HEIGHT_PX / 2;
      const keys = cellKeys(left, top, right, bottom);
      if (!free(left, top, right, bottom, keys)) continue;
      rows[i] = row;
      const at = boxes.length;
      boxes.push(left, top, right, bottom);
      for (const key of keys) {
        const cell = cells.get(key);
        if (cell) cell.push(at);
        else cells.set(key, [at]);
      }
      break;
    }
  }
  return rows;
}

/** The box (screen px at `zoom`, world origin) of a duration in `row`, for tests and checks. */
export function labelBox(
  plan: LabelPlan<LabelledStop>,
  i: number,
  row: number,
  zoom: number,
): [left: number, top: number, right: number, bottom: number] {
  const scale = 2 ** zoom;
  const centreY = plan.y[i]! * scale - LABEL_OFFSET_PX - row * LABEL_ROW_PX;
  const half = plan.width[i]! / 2;
  return [
    plan.x[i]! * scale - half,
    centreY - LABEL_HEIGHT_PX / 2,
    plan.x[i]! * scale + half,
    centreY + LABEL_HEIGHT_PX / 2,
  ];
}
