import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { BaseTiles } from './baseTiles';

type Bounds = [west: number, south: number, east: number, north: number];

/**
 * Lines of latitude and longitude every `step` degrees within `bounds`, for a sense of scale
 * and motion on the offline map.
 */
export function graticule(
  step: number,
  [west, south, east, north]: Bounds,
): GeoJSON.FeatureCollection {
  const line = (coordinates: [number, number][]): GeoJSON.Feature => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  });
  const features: GeoJSON.Feature[] = [];
  for (let i = 0; i <= Math.round((east - west) / step); i++) {
    const lon = west + i * step;
    features.push(
      line([
        [lon, south],
        [lon, north],
      ]),
    );
  }
  for (let i = 0; i <= Math.round((north - south) / step); i++) {
    const lat = south + i * step;
    features.push(
      line([
        [west, lat],
        [east, lat],
      ]),
    );
  }
  return { type: 'FeatureCollection', features };
}

/** Finer grids appear as the map zooms in: step in degrees, first zoom, extent. */
const GRIDS: [step: number, minzoom: number, bounds: Bounds][] = [
  [10, 0, [-180, -80, 180, 80]],
  [1, 5, [-180, -80, 180, 80]],
  [0.1, 9, [-180, -60, 180, 75]],
];

/**
 * The base map: a bundled offline layer (Natural Earth land and borders, a coordinate grid)
 * that always works, with the chosen raster layer (baseTiles.ts) drawn above it when there is
 * one — where tiles are missing or slow, the offline layer still shows.
 */
export function buildBaseStyle({ tiles }: { tiles: BaseTiles | null }): StyleSpecification {
  const sources: Record<string, SourceSpecification> = {
    land: { type: 'geojson', data: '/basemap/land.geojson' },
    borders: { type: 'geojson', data: '/basemap/borders.geojson' },
  };
  const layers: LayerSpecification[] = [
    { id: 'water', type: 'background', paint: { 'background-color': '#cfe0ef' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f2efe6' } },
  ];
  for (const [step, minzoom, bounds] of GRIDS) {
    sources[`grid-${step}`] = { type: 'geojson', data: graticule(step, bounds) };
    layers.push({
      id: `grid-${step}`,
      type: 'line',
      source: `grid-${step}`,
      minzoom,
      paint: { 'line-color': '#ddd6c6', 'line-width': 0.7 },
    });
  }
  layers.push({
    id: 'borders',
    type: 'line',
    source: 'borders',
    // Solid, so borders share the grid's line shader (one program less to compile at start).
    paint: { 'line-color': '#c3b9a3', 'line-width': 1.2 },
  });
  if (tiles) {
    sources.tiles = { type: 'raster', ...tiles };
    layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return { version: 8, sources, layers };
}
