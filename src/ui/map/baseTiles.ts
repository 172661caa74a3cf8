import { mapKey, type BaseLayerId, type Server } from '@farol/model';

/** A raster base layer as maplibre draws it: tile URLs, tile size, deepest zoom, credit. */
export interface BaseTiles {
  tiles: string[];
  tileSize: number;
  maxzoom: number;
  attribution: string;
}

const OSM = '© OpenStreetMap contributors';
const GOOGLE_TYPES = {
  googleRoad: { mapType: 'roadmap' },
  googleSatellite: { mapType: 'satellite' },
  googleHybrid: { mapType: 'satellite', layerTypes: ['layerRoadmap'] },
} as const;
const MAPBOX_STYLES = { mapboxStreets: 'streets-v12', mapboxSatellite: 'satellite-streets-v12' };

type MapServer = Pick<Server, 'mapUrl' | 'map' | 'attributes'>;
type FetchJson = (url: string, body: unknown) => Promise<unknown>;

const postJson: FetchJson = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Google Map Tiles: HTTP ${response.status}`);
  return response.json();
};

/** Google's tile sessions, one per key and map type for the page's life (they last 2 weeks). */
const googleSessions = new Map<string, Promise<string>>();

/**
 * Google's 2D tiles (Map Tiles API): a session is created once with the server's key, then
 * tiles are fetched with it; a failed session is forgotten so a later pick tries again.
 */
function googleTiles(
  id: keyof typeof GOOGLE_TYPES,
  key: string,
  language: string,
  fetchJson: FetchJson,
): Promise<BaseTiles> {
  const cacheKey = `${key} ${id} ${language}`;
  let session = googleSessions.get(cacheKey);
  if (!session) {
    const url = `https://tile.googleapis.com/v1/createSession?key=${encodeURIComponent(key)}`;
    session = fetchJson(url, { ...GOOGLE_TYPES[id], language, region: 'BR' }).then((reply) => {
      const value = (reply as { session?: unknown } | null)?.session;
      if (typeof value !== 'string' || !value) throw new Error('Google Map Tiles: no session');
      return value;
    });
    googleSessions.set(cacheKey, session);
    session.catch(() => googleSessions.delete(cacheKey));
  }
  return session.then((token) => ({
    tiles: [
      `https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session=${encodeURIComponent(token)}&key=${encodeURIComponent(key)}`,
    ],
    tileSize: 256,
    maxzoom: 22,
    attribution: '© Google',
  }));
}

/**
 * The tiles of a base layer on this server, or null for the offline layer (and for a layer
 * whose key or URL is missing). Google's need a session first, hence the promise.
 */
export async function baseTiles(
  id: BaseLayerId,
  server: MapServer | null | undefined,
  options: { language?: string; fetchJson?: FetchJson } = {},
): Promise<BaseTiles | null> {
  switch (id) {
    case 'offline':
      return null;
    case 'custom': {
      const url = server?.mapUrl?.trim();
      return url ? { tiles: [url], tileSize: 256, maxzoom: 19, attribution: OSM } : null;
    }
    case 'osm':
      return {
        tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
        tileSize: 256,
        maxzoom: 19,
        attribution: OSM,
      };
    case 'satellite':
      return {
        tiles: [
          'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
        ],
        tileSize: 256,
        maxzoom: 19,
        attribution: 'Tiles © Esri — Esri, Maxar, Earthstar Geographics',
      };
    case 'googleRoad':
    case 'googleSatellite':
    case 'googleHybrid': {
      const key = mapKey(server, 'google');
      if (!key) return null;
      return googleTiles(id, key, options.language ?? 'pt-BR', options.fetchJson ?? postJson);
    }
    case 'mapboxStreets':
    case 'mapboxSatellite': {
      const token = mapKey(server, 'mapbox');
      if (!token) return null;
      return {
        tiles: [
          `https://api.mapbox.com/styles/v1/mapbox/${MAPBOX_STYLES[id]}/tiles/512/{z}/{x}/{y}@2x?access_token=${encodeURIComponent(token)}`,
        ],
        tileSize: 512,
        maxzoom: 22,
        attribution: '© Mapbox © OpenStreetMap contributors',
      };
    }
  }
}
