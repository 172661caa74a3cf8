/** [RP6] What the report screens read off loaded data: the chart's attributes and sort keys. */
import { describe, expect, it } from 'vitest';
import { keyReader, routeAttributes } from '../../../src/worker/reports/reportView';
import { createTrackBuilder } from '../../../src/worker/reports/track';

const track = (deviceId: number, attributes: Record<string, unknown>[]) => {
  const builder = createTrackBuilder(deviceId);
  attributes.forEach((fields, i) =>
    builder.add({
      id: deviceId * 100 + i,
      fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, i)).toISOString(),
      latitude: -23.5,
      longitude: -46.6,
      attributes: fields,
    }),
  );
  return builder.finish();
};

describe('report view', () => {
  it('[RP6] the chart offers speed and altitude, then every numeric attribute once, by name', () => {
    const tracks = [track(1, [{ rpm: 900, fuel: 40 }]), track(2, [{ battery: 12.4, fuel: 38 }])];
    expect(routeAttributes({ kind: 'route', tracks })).toEqual([
      'speed',
      'altitude',
      'battery',
      'fuel',
      'rpm',
    ]);
    expect(routeAttributes({ kind: 'trips', rows: [] })).toEqual([]);
  });

  it('[RP6] an empty table can still be sorted by any column; a route column must exist', () => {
    expect(keyReader({ kind: 'trips', rows: [] }, 'distance')).toBeTypeOf('function');
    expect(keyReader({ kind: 'route', tracks: [track(1, [{}])] }, 'no such column')).toBeNull();
  });
});
