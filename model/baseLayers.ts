import { z } from 'zod';
import type { Server } from './server';

/**
 * The map's base layers (issue 15, companion-api.md §1.7): the bundled offline layer, the
 * server's own tiles (`mapUrl`), OpenStreetMap and a satellite layer (no key), Google's road,
 * satellite and hybrid maps with the server's `googleKey`, Mapbox's streets and satellite with
 * its `mapboxAccessToken` (Traccar's attribute names).
 */
export const BASE_LAYER_IDS = [
  'offline',
  'custom',
  'osm',
  'satellite',
  'googleRoad',
  'googleSatellite',
  'googleHybrid',
  'mapboxStreets',
  'mapboxSatellite',
] as const;
export const BaseLayerId = z.enum(BASE_LAYER_IDS);
export type BaseLayerId = z.infer<typeof BaseLayerId>;

/** The server attributes holding the map services' keys. */
export const MAP_KEYS = { google: 'googleKey', mapbox: 'mapboxAccessToken' } as const;

type MapServer = Pick<Server, 'mapUrl' | 'map' | 'attributes'>;

/** A map service's key from the server's attributes, or null when unset. */
export function mapKey(server: MapServer | null | undefined, service: keyof typeof MAP_KEYS) {
  const value = server?.attributes[MAP_KEYS[service]];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The base layers this server offers, in the picker's order. */
export function availableBaseLayers(server: MapServer | null | undefined): BaseLayerId[] {
  const layers: BaseLayerId[] = ['offline'];
  if (server?.mapUrl?.trim()) layers.push('custom');
  layers.push('osm', 'satellite');
  if (mapKey(server, 'google')) layers.push('googleRoad', 'googleSatellite', 'googleHybrid');
  if (mapKey(server, 'mapbox')) layers.push('mapboxStreets', 'mapboxSatellite');
  return layers;
}

/**
 * The layer the map shows: the user's choice when the server still offers it, else the
 * server's default (`map`), else its own tiles when set, else the offline layer.
 */
export function resolveBaseLayer(
  chosen: BaseLayerId | null | undefined,
  server: MapServer | null | undefined,
): BaseLayerId {
  const available = availableBaseLayers(server);
  const serverDefault = BaseLayerId.safeParse(server?.map).data;
  for (const id of [chosen, serverDefault]) if (id && available.includes(id)) return id;
  return available.includes('custom') ? 'custom' : 'offline';
}
