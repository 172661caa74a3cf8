import { MAP_CLUSTER_BELOW_ZOOM, MAP_CULL_ABOVE } from '@farol/model';
import type { Viewport } from './types';

/**
 * The area whose devices go into the map frame (SPEC.md M5): null (the whole fleet) for fleets
 * up to MAP_CULL_ABOVE or below zoom 8; else the view with one view's width and height added on
 * every side, so a pan of up to a screen shows devices already sent.
 */
export function cullArea(viewport: Viewport | null, fleetSize: number): Viewport | null {
  if (!viewport || viewport.zoom < MAP_CLUSTER_BELOW_ZOOM || fleetSize <= MAP_CULL_ABOVE) {
    return null;
  }
  const width = viewport.east - viewport.west;
  const height = viewport.north - viewport.south;
  return {
    zoom: viewport.zoom,
    west: viewport.west - width,
    east: viewport.east + width,
    south: Math.max(-90, viewport.south - height),
    north: Math.min(90, viewport.north + height),
  };
}

/**
 * Whether the frame's current area still serves the view: same mode (whole fleet or culled),
 * the view inside the area, and the area not over twice as wide as a fresh one (zoomed in).
 */
export function areaServes(
  area: Viewport | null,
  viewport: Viewport | null,
  fleetSize: number,
): boolean {
  const wanted = cullArea(viewport, fleetSize);
  if (area === null || wanted === null || viewport === null) return area === wanted;
  const areaWidth = area.east - area.west;
  return (
    viewport.west >= area.west &&
    viewport.east <= area.east &&
    viewport.south >= area.south &&
    viewport.north <= area.north &&
    areaWidth <= 2 * (wanted.east - wanted.west)
  );
}
