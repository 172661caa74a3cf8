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

/** Below this share of the view (width or height), a shape is too small to edit by hand. */
const SMALLEST_SHARE = 0.2;

/**
 * The zoom at which `bounds` can be edited in a view of `size`: `zoom`, unless they would fill
 * less than a fifth of the view, then the zoom that fits them. A shape bigger than the view
 * keeps the camera's zoom (the part around its middle shows, as before).
 */
export function editingZoom(
  bounds: Bounds,
  size: { width: number; height: number },
  zoom: number,
  maxZoom = 18,
): number {
  const fitted = fitBounds(bounds, size, maxZoom)?.zoom;
  if (fitted === undefined) return zoom;
  return zoom < Math.min(maxZoom, fitted + Math.log2(SMALLEST_SHARE)) ? fitted : zoom;
}
