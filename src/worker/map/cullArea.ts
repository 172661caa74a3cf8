import { MAP_CULL_ABOVE } from '@farol/model';
import type { Viewport } from './types';

/** Views wider than this (degrees of longitude) show most of the world: nothing to cull. */
const CULL_NARROWER_THAN = 180;

/**
 * The area whose devices go into the map frame (SPEC.md M5): null (the whole fleet) for fleets
 * up to MAP_CULL_ABOVE or views of half the world; else the view with half its width and height
 * added on every side, so a pan of half a screen shows devices already sent.
 */
export function cullArea(viewport: Viewport | null, fleetSize: number): Viewport | null {
  if (!viewport || fleetSize <= MAP_CULL_ABOVE) return null;
  const width = viewport.east - viewport.west;
  if (width >= CULL_NARROWER_THAN) return null;
  const height = viewport.north - viewport.south;
  return {
    zoom: viewport.zoom,
    west: viewport.west - width / 2,
    east: viewport.east + width / 2,
    south: Math.max(-90, viewport.south - height / 2),
    north: Math.min(90, viewport.north + height / 2),
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
