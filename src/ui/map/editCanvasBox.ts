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
 * costs a third. Null when the bounds are off the map (nothing to draw).
 */
export function editCanvasBox(
  bounds: Bounds,
  project: (lngLat: [number, number]) => [number, number],
  map: { width: number; height: number },
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
  const snapDown = (value: number) => Math.floor((value - EDIT_MARGIN_PX) / GRID_PX) * GRID_PX;
  const snapUp = (value: number) => Math.ceil((value + EDIT_MARGIN_PX) / GRID_PX) * GRID_PX;
  const left = Math.max(0, snapDown(Math.min(...xs)));
  const top = Math.max(0, snapDown(Math.min(...ys)));
  const right = Math.min(map.width, snapUp(Math.max(...xs)));
  const bottom = Math.min(map.height, snapUp(Math.max(...ys)));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}
