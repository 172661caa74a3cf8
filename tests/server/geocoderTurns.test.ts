import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Geocoder } from '../../server/geocoder/geocoder';
import type { Storage } from '../../server/storage';
import { removeDir, tempDir } from './helpers';
import { openTestStorage } from './support/database';
import { LocalNominatim } from './support/nominatim';

/**
 * The geocoder's turns (geocoder.rateLimit) on a clock of the test's own: the waits it asks for
 * are the spacing, whatever the machine's load does to the requests' arrival.
 */
describe('geocoder turns', () => {
  const nominatim = new LocalNominatim();
  let dir: string;
  let storage: Storage;

  beforeAll(async () => {
    await nominatim.start();
    dir = tempDir();
    storage = await openTestStorage(dir);
  });
  afterAll(async () => {
    await storage.close();
    await nominatim.close();
    removeDir(dir);
  });

  function geocoderAt(rateLimit: number) {
    const clock = { now: 1_000_000, waits: [] as number[] };
    const settings: Record<string, unknown> = {
      'geocoder.enable': true,
      'geocoder.url': nominatim.url,
      'geocoder.rateLimit': rateLimit,
    };
    const geocoder = new Geocoder(
      storage,
      (key) => settings[key],
      () => undefined,
      () => clock.now,
      async (ms) => {
        clock.waits.push(ms);
      },
    );
    return { geocoder, clock };
  }

  it('spaces requests made together to 1 / rateLimit seconds apart', async () => {
    const { geocoder, clock } = geocoderAt(4);
    const first = nominatim.requests.length;
    const addresses = await Promise.all(
      [-21.1, -21.2, -21.3].map((latitude) => geocoder.address(latitude, -44)),
    );
    expect(addresses.every((address) => typeof address === 'string')).toBe(true);
    expect(nominatim.requests.length - first).toBe(3);
    expect(clock.waits).toEqual([250, 500]);
  });

  it('lets a request through at once when its slot has passed', async () => {
    const { geocoder, clock } = geocoderAt(2);
    await geocoder.address(-21.4, -44);
    clock.now += 100;
    await geocoder.address(-21.5, -44);
    expect(clock.waits).toEqual([400]);
    clock.now += 2_000;
    await geocoder.address(-21.6, -44);
    expect(clock.waits).toEqual([400]);
  });
});
