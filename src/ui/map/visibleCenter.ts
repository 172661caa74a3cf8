import { WebMercatorViewport } from '@deck.gl/core';
import type { CameraTarget } from './MapContext';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far (px) the centre of the map's uncovered part lies from the map's centre, given the
 * panels over it: a panel along the left edge shifts it right, one along the bottom shifts it up.
 */
export function uncoveredOffset(map: Rect, covers: Rect[]): { x: number; y: number } {
  let left = map.left;
  let bottom = map.bottom;
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  for (const cover of covers) {
    const coversHeight = cover.bottom - cover.top > height * 0.6;
    const coversWidth = cover.right - cover.left > width * 0.6;
    if (coversHeight && cover.left - map.left < width * 0.1 && !coversWidth) {
      left = Math.max(left, cover.right);
    } else if (coversWidth && map.bottom - cover.bottom < height * 0.1 && !coversHeight) {
      bottom = Math.min(bottom, cover.top);
    }
  }
  return { x: (left - map.left) / 2, y: (bottom - map.bottom) / 2 };
}

/** The camera centre that puts `target` at the given pixel offset from the map's centre. */
export function centerWithOffset(
  target: Required<CameraTarget>,
  size: { width: number; height: number },
  offset: { x: number; y: number },
): Required<CameraTarget> {
  if (!offset.x && !offset.y) return target;
  const viewport = new WebMercatorViewport({ ...size, ...target });
  const [longitude, latitude] = viewport.unproject([
    size.width / 2 - offset.x,
    size.height / 2 - offset.y,
  ]) as [number, number];
  return { longitude, latitude, zoom: target.zoom };
}
