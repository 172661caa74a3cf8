import { describe, expect, it } from 'vitest';
import { baseTiles } from '../../src/ui/map/baseTiles';

const keyed = {
  mapUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  map: null,
  attributes: { googleKey: 'g key', mapboxAccessToken: 'pk.token' },
};

describe('baseTiles', () => {
  it('draws nothing over the offline layer', async () => {
    expect(await baseTiles('offline', keyed)).toBeNull();
  });

  it("uses the server's own tile URL, and Mapbox's with the server's token", async () => {
    expect((await baseTiles('custom', keyed))?.tiles).toEqual([keyed.mapUrl]);
    const mapbox = await baseTiles('mapboxSatellite', keyed);
    expect(mapbox).toMatchObject({ tileSize: 512 });
    expect(mapbox?.tiles[0]).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/satellite-streets-v12/tiles/512/{z}/{x}/{y}@2x?access_token=pk.token',
    );
  });

  it('opens one Google tile session per key and map type, and tiles carry it', async () => {
    const asked: { url: string; body: unknown }[] = [];
    const fetchJson = async (url: string, body: unknown) => {
      asked.push({ url, body });
      return { session: 'sess-1' };
    };
    const hybrid = await baseTiles('googleHybrid', keyed, { language: 'es-ES', fetchJson });
    await baseTiles('googleHybrid', keyed, { language: 'es-ES', fetchJson });
    expect(asked).toEqual([
      {
        url: 'https://tile.googleapis.com/v1/createSession?key=g%20key',
        body: {
          mapType: 'satellite',
          layerTypes: ['layerRoadmap'],
          language: 'es-ES',
          region: 'BR',
        },
      },
    ]);
    expect(hybrid?.tiles).toEqual([
      'https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session=sess-1&key=g%20key',
    ]);
  });

  it('a refused Google session fails the layer, and a later pick asks again', async () => {
    let calls = 0;
    const refusing = async () => {
      calls += 1;
      throw new Error('HTTP 403');
    };
    await expect(baseTiles('googleRoad', keyed, { fetchJson: refusing })).rejects.toThrow();
    await expect(baseTiles('googleRoad', keyed, { fetchJson: refusing })).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it('a layer without its key draws nothing', async () => {
    expect(await baseTiles('googleRoad', { ...keyed, attributes: {} })).toBeNull();
  });
});
