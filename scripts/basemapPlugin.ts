/**
 * Vite plugin: serves and emits the bundled offline base map as GeoJSON files
 * (`/basemap/land.geojson`, `/basemap/borders.geojson`), converted once from world-atlas's
 * Natural Earth TopoJSON, so the browser never converts anything on its main thread.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

function loadTopology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;
}

/** The base map layers by file name. */
export function buildBasemapFiles(): Record<string, string> {
  const land = loadTopology('land-50m.json');
  const countries = loadTopology('countries-50m.json');
  const landObject = land.objects.land as GeometryCollection;
  const countryObject = countries.objects.countries as GeometryCollection;
  return {
    'land.geojson': JSON.stringify(feature(land, landObject)),
    'borders.geojson': JSON.stringify({
      type: 'Feature',
      properties: {},
      geometry: mesh(countries, countryObject, (a, b) => a !== b),
    }),
  };
}

export function basemapPlugin(): Plugin {
  let files: Record<string, string> | null = null;
  const get = () => (files ??= buildBasemapFiles());
  return {
    name: 'farol-offline-basemap',
    configureServer(server) {
      server.middlewares.use('/basemap', (req, res, next) => {
        const body = get()[(req.url ?? '').replace(/^\//, '')];
        if (!body) return next();
        res.setHeader('Content-Type', 'application/geo+json');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [name, source] of Object.entries(get())) {
        this.emitFile({ type: 'asset', fileName: `basemap/${name}`, source });
      }
    },
  };
}
