import { WebMercatorViewport } from '@deck.gl/core';
import type { CameraTarget } from './MapContext';

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
