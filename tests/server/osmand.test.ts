import { describe, expect, it } from 'vitest';
import { createDevice, osmand, useTestServer } from './helpers';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('OsmAnd over HTTP', () => {
  const server = useTestServer();

  const history = async (deviceId: number) =>
    (
      await server.admin.get(
        `/api/positions?deviceId=${deviceId}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00.000%2B00:00`,
      )
    ).json() as {
      id: number;
      latitude: number;
      fixTime: string;
      attributes: Record<string, unknown>;
    }[];

  it('stores the query form (GET, POST, form body), marks the device online', async () => {
    const device = await createDevice(server.admin, 'Query', 'q-1');
    const t = nowSeconds() - 60;
    const get = await fetch(
      `${server.farol.osmandUrl}/?id=q-1&lat=-23.55&lon=-46.63&timestamp=${t}&speed=10&ignition=true`,
    );
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('');
    const form = await fetch(server.farol.osmandUrl + '/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=q-1&lat=-23.56&lon=-46.63&timestamp=${t + 30}&ignition=true`,
    });
    expect(form.status).toBe(200);

    const stored = await history(device.id);
    expect(stored.map((p) => p.latitude)).toEqual([-23.55, -23.56]);
    expect(stored[0]!.attributes).toMatchObject({ ignition: true, distance: 0, totalDistance: 0 });
    expect(stored[1]!.attributes.distance).toBeCloseTo(1113.2, 0);
    expect(stored[1]!.attributes.totalDistance).toBe(stored[1]!.attributes.distance);
    expect(stored[1]!.attributes.hours).toBe(30_000);

    const live = (await server.admin.get(`/api/devices/${device.id}`)).json();
    expect(live.status).toBe('online');
    expect(Date.now() - Date.parse(live.lastUpdate)).toBeLessThan(10_000);
    expect(live.positionId).toBe(stored[1]!.id);
  });

  it('stores the JSON form of the Traccar Client', async () => {
    const device = await createDevice(server.admin, 'Json', 'j-1');
    const response = await fetch(server.farol.osmandUrl + '/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'j-1',
        location: {
          timestamp: new Date().toISOString(),
          coords: {
            latitude: 1.25,
            longitude: 2.5,
            accuracy: 15,
            speed: 10,
            heading: 90,
            altitude: 5,
          },
          is_moving: true,
          battery: { level: 0.5, is_charging: false },
        },
      }),
    });
    expect(response.status).toBe(200);
    const [position] = (await server.admin.get(`/api/positions?deviceId=${device.id}`)).json();
    expect(position).toMatchObject({
      latitude: 1.25,
      longitude: 2.5,
      course: 90,
      accuracy: 15,
      protocol: 'osmand',
    });
    expect(position.speed).toBeCloseTo(19.4384, 3);
    expect(position.attributes).toMatchObject({ motion: true, batteryLevel: 50 });
  });

  it('answers 400 for a missing id, 400 (query) / 404 (JSON) for an unknown device', async () => {
    expect(await osmand(server.farol, { lat: 1, lon: 2 })).toBe(400);
    expect(await osmand(server.farol, { id: 'nobody', lat: 1, lon: 2 })).toBe(400);
    const json = await fetch(server.farol.osmandUrl + '/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'nobody',
        location: { timestamp: new Date().toISOString() },
      }),
    });
    expect(json.status).toBe(404);
    expect(await osmand(server.farol, { id: 'q-1', lat: 'x', lon: 2 })).toBe(400);
  });

  it('refuses disabled and expired devices', async () => {
    const off = await createDevice(server.admin, 'Off', 'off-1');
    await server.admin.put(`/api/devices/${off.id}`, { ...off, disabled: true });
    expect(await osmand(server.farol, { id: 'off-1', lat: 1, lon: 2 })).toBe(400);
    const old = await createDevice(server.admin, 'Old', 'old-1');
    await server.admin.put(`/api/devices/${old.id}`, {
      ...old,
      expirationTime: '2001-01-01T00:00:00Z',
    });
    expect(await osmand(server.farol, { id: 'old-1', lat: 1, lon: 2 })).toBe(400);
    expect((await server.admin.get(`/api/devices/${off.id}`)).json().status).toBe('offline');
    expect(await history(off.id)).toEqual([]);
  });

  it('drops exact duplicates and invalid coordinates but keeps the device online', async () => {
    const device = await createDevice(server.admin, 'Dup', 'dup-osm');
    const report = { id: 'dup-osm', lat: 10, lon: 20, timestamp: nowSeconds() - 10, rpm: 900 };
    expect(await osmand(server.farol, report)).toBe(200);
    expect(await osmand(server.farol, report)).toBe(200);
    expect(await osmand(server.farol, { ...report, lat: 95 })).toBe(200);
    expect(await history(device.id)).toHaveLength(1);
    expect(await osmand(server.farol, { ...report, rpm: 950 })).toBe(200);
    expect(await history(device.id)).toHaveLength(2);
  });

  it('reuses the last location for a message without one', async () => {
    const device = await createDevice(server.admin, 'Cell', 'cell-1');
    expect(await osmand(server.farol, { id: 'cell-1', cell: '257,02,16,2224' })).toBe(200);
    expect(await history(device.id)).toEqual([]); // nothing to place yet
    expect((await server.admin.get(`/api/devices/${device.id}`)).json().status).toBe('online');
    await osmand(server.farol, { id: 'cell-1', lat: 5, lon: 6, timestamp: nowSeconds() - 100 });
    await osmand(server.farol, { id: 'cell-1', cell: '257,02,16,2224', batt: 40 });
    const stored = await history(device.id);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ latitude: 5, longitude: 6 });
    expect(stored[1]!.attributes.batteryLevel).toBe(40);
  });

  it('moves positionId only forward by fixTime; an older backfill is stored but not latest', async () => {
    const device = await createDevice(server.admin, 'Order', 'order-1');
    const t = nowSeconds();
    await osmand(server.farol, { id: 'order-1', lat: 1, lon: 1, timestamp: t });
    const newest = (await server.admin.get(`/api/devices/${device.id}`)).json().positionId;
    await osmand(server.farol, { id: 'order-1', lat: 2, lon: 2, timestamp: t - 3600 });
    expect((await server.admin.get(`/api/devices/${device.id}`)).json().positionId).toBe(newest);
    expect((await history(device.id)).map((p) => p.latitude)).toEqual([2, 1]);
  });

  it('commits a burst of concurrent reports, every acknowledged one stored', async () => {
    const devices = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createDevice(server.admin, `Burst ${i}`, `burst-${i}`)),
    );
    const t = nowSeconds() - 1000;
    const statuses = await Promise.all(
      devices.flatMap((device, i) =>
        Array.from({ length: 10 }, (_, k) =>
          osmand(server.farol, { id: device.uniqueId, lat: i + 1, lon: k / 100, timestamp: t + k }),
        ),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const device of devices) {
      const stored = await history(device.id);
      expect(stored).toHaveLength(10);
      const live = (await server.admin.get(`/api/devices/${device.id}`)).json();
      expect(live.positionId).toBe(stored[9]!.id);
    }
  });
});
