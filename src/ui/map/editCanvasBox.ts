import type { Bounds } from './fitFrame';

/** Where the editing canvas sits over the map, in the map's CSS pixels. */
export interface CanvasBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Room (px) around the shape for its handles (6 px discs, 2 px outlines) and its 3 px outline. */
export const EDIT_MARGIN_PX = 16;
/** The box's edges snap outward to this grid (px), so a small change does not resize it. */
const GRID_PX = 32;

/**
 * The part of the map the editing canvas needs for layers lying within `bounds`: their screen box
 * plus a margin for the handles, on a 32 px grid, clipped to the map. Under the software renderer
 * every frame rasterises and composites the whole canvas, so a shape covering a third of the map
 * costs a third. Null when the bounds are off the map (nothing to draw). `margin`: the room (px)
 * around the bounds, EDIT_MARGIN_PX unless told (the player's icons reach further).
 */
export function editCanvasBox(
  bounds: Bounds,
  project: (lngLat: [number, number]) => [number, number],
  map: { width: number; height: number },
  margin = EDIT_MARGIN_PX,
): CanvasBox | null {
  const [[west, south], [east, north]] = bounds;
  const corners = [
    project([west, south]),
    project([west, north]),
    project([east, south]),
    project([east, north]),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const snapDown = (value: number) => Math.floor((value - margin) / GRID_PX) * GRID_PX;
  const snapUp = (value: number) => Math.ceil((value + margin) / GRID_PX) * GRID_PX;
  const left = Math.max(0, snapDown(Math.min(...xs)));
  const top = Math.max(0, snapDown(Math.min(...ys)));
  const right = Math.min(map.width, snapUp(Math.max(...xs)));
  const bottom = Math.min(map.height, snapUp(Math.max(...ys)));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** A growing canvas grows by whole steps of this (px), so a box creeping wider resizes it seldom. */
const GROW_STEP_PX = 128;

/**
 * A growing canvas's size for `box`: as it is while the box fits, else grown by whole steps (each
 * side on its own), never past the map. It never shrinks: a drawing buffer's resize is the cost.
 */
export function grownSize(
  size: { width: number; height: number },
  box: CanvasBox,
  map: { width: number; height: number },
): { width: number; height: number } {
  const grow = (need: number, has: number, most: number) =>
    need <= has ? has : Math.min(most, Math.ceil(need / GROW_STEP_PX) * GROW_STEP_PX);
  return {
    width: grow(box.width, size.width, map.width),
    height: grow(box.height, size.height, map.height),
  };
}

/** Whether `inner` lies wholly within `outer`. */
export const within = (inner: CanvasBox, outer: CanvasBox): boolean =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

/** A box of `size` centred on `box` (room for what comes next), kept on the map. */
export function centredOn(
  box: CanvasBox,
  size: { width: number; height: number },
  map: { width: number; height: number },
): CanvasBox {
  const centred = (start: number, length: number, room: number, most: number) =>
    Math.max(0, Math.min(Math.round(start + length / 2 - room / 2), most - room));
  return {
    left: centred(box.left, box.width, size.width, map.width),
    top: centred(box.top, box.height, size.height, map.height),
    ...size,
  };
}
