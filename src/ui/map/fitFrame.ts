import { WebMercatorViewport } from '@deck.gl/core';
import type { MapFrame } from '../../worker/types';
import type { CameraTarget } from './MapContext';

/** The camera that shows every device of a frame, or null for an empty frame. */
export function fitFrame(
  frame: MapFrame,
  size: { width: number; height: number },
  maxZoom = 15,
): CameraTarget | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < frame.length; i++) {
    const lon = frame.positions[i * 2]!;
    const lat = frame.positions[i * 2 + 1]!;
    if (lon === 0 && lat === 0) continue;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  if (west === Infinity) return null;
  return fitBounds(
    [
      [west, south],
      [east, north],
    ],
    size,
    maxZoom,
  );
}

/** West-south and east-north corners, in degrees. */
export type Bounds = [[west: number, south: number], [east: number, north: number]];

/** The camera that shows `bounds` in a view of `size`, or null when the view is too small. */
export function fitBounds(
  bounds: Bounds,
  size: { width: number; height: number },
  maxZoom = 15,
): CameraTarget | null {
  if (size.width < 50 || size.height < 50) return null;
  const viewport = new WebMercatorViewport({ width: size.width, height: size.height });
  const padding = Math.min(60, size.width / 6, size.height / 6);
  const { longitude, latitude, zoom } = viewport.fitBounds(bounds, { padding, maxZoom });
  return { longitude, latitude, zoom };
}
