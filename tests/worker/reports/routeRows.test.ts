/** [RP3] Route rows read straight from the tracks' columns, across several devices' tracks. */
import { describe, expect, it } from 'vitest';
import { routeRow, trackOffsets } from '../../../src/worker/reports/routeRows';
import { createTrackBuilder } from '../../../src/worker/reports/track';

function track(deviceId: number, count: number) {
  const builder = createTrackBuilder(deviceId);
  for (let i = 0; i < count; i += 1) {
    builder.add({
      id: deviceId * 100 + i,
      fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, i)).toISOString(),
      latitude: -23 - i / 10,
      longitude: -46 - i / 10,
      speed: 10,
      address: i === 0 ? 'Rua A' : null,
      attributes: i === 1 ? {} : { totalDistance: 1000 * (i + 1) },
    });
  }
  return builder.finish();
}

describe('[RP3] route rows', () => {
  const tracks = [track(1, 2), track(2, 3), track(3, 1)];
  const offsets = trackOffsets(tracks);
  const units = { speed: 'kmh', distance: 'km', volume: 'ltr' } as const;
  const row = (index: number) => routeRow(tracks, offsets, index, units, (id) => `Carro ${id}`);

  it('each row is its device’s position, the devices one after another', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => [row(i).deviceName, row(i).positionId])).toEqual([
      ['Carro 1', 100],
      ['Carro 1', 101],
      ['Carro 2', 200],
      ['Carro 2', 201],
      ['Carro 2', 202],
      ['Carro 3', 300],
    ]);
  });

  it('coordinates, address and odometer of the row’s own slot', () => {
    expect(row(4)).toMatchObject({ latitude: -23.2, longitude: -46.2, address: null });
    expect(row(4).totalDistance).toBe(3);
    expect(row(2)).toMatchObject({ latitude: -23, longitude: -46, address: 'Rua A' });
    expect(row(3).totalDistance).toBeNull();
  });
});
