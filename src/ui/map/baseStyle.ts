import type { StyleSpecification } from 'maplibre-gl';

/** Lines of latitude and longitude every `step` degrees, for orientation on the offline map. */
function graticule(step: number): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (let lon = -180; lon <= 180; lon += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lon, -85],
          [lon, 85],
        ],
      },
    });
  }
  for (let lat = -80; lat <= 80; lat += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [-180, lat],
          [180, lat],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The base map: a bundled offline layer (Natural Earth land and borders, a coordinate grid)
 * that always works, with the configured raster tiles (`server.mapUrl`) drawn above it when set.
 */
export function buildBaseStyle({ mapUrl }: { mapUrl: string | null }): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: '/basemap/land.geojson' },
      borders: { type: 'geojson', data: '/basemap/borders.geojson' },
      graticule: { type: 'geojson', data: graticule(1) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe0ef' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f2efe6' } },
      {
        id: 'graticule',
        type: 'line',
        source: 'graticule',
        paint: { 'line-color': '#d9d3c3', 'line-width': 0.6 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#b7ad98', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
  if (mapUrl) {
    style.sources.tiles = {
      type: 'raster',
      tiles: [mapUrl],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© OpenStreetMap contributors',
    };
    style.layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return style;
}
