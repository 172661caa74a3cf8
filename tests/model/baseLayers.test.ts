import { describe, expect, it } from 'vitest';
import { availableBaseLayers, resolveBaseLayer } from '@farol/model';

const server = (fields: { mapUrl?: string; map?: string; attributes?: object } = {}) => ({
  mapUrl: fields.mapUrl ?? null,
  map: fields.map ?? null,
  attributes: { ...fields.attributes },
});

describe('base layers', () => {
  it('offers the offline layer, OpenStreetMap and satellite without any key', () => {
    expect(availableBaseLayers(server())).toEqual(['offline', 'osm', 'satellite']);
  });

  it("adds the server's tiles, Google's and Mapbox's when their URL and keys are set", () => {
    const keyed = server({
      mapUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      attributes: { googleKey: 'g-key', mapboxAccessToken: 'pk.token' },
    });
    expect(availableBaseLayers(keyed)).toEqual([
      'offline',
      'custom',
      'osm',
      'satellite',
      'googleRoad',
      'googleSatellite',
      'googleHybrid',
      'mapboxStreets',
      'mapboxSatellite',
    ]);
    expect(availableBaseLayers(server({ attributes: { googleKey: '  ' } }))).not.toContain(
      'googleRoad',
    );
  });

  it("shows the user's pick while the server offers it, else the server's default", () => {
    const plain = server({ map: 'satellite' });
    expect(resolveBaseLayer('osm', plain)).toBe('osm');
    expect(resolveBaseLayer('googleRoad', plain)).toBe('satellite');
    expect(resolveBaseLayer(null, plain)).toBe('satellite');
  });

  it("falls back to the server's tiles, then to the offline layer", () => {
    expect(resolveBaseLayer(null, server({ mapUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }))).toBe(
      'custom',
    );
    expect(resolveBaseLayer(null, server({ map: 'bingRoad' }))).toBe('offline');
    expect(resolveBaseLayer(null, null)).toBe('offline');
  });
});
