import { describe, expect, it } from 'vitest';
import type { LonLat } from '@farol/model';
import { handleAt, onShape } from '../../../src/ui/geofences/editor/hitTest';
import type { EditHandle } from '../../../src/ui/map/layers/buildGeofenceEditLayers';

// A degree is 100 px, y down.
const project = ([lon, lat]: readonly [number, number]): [number, number] => [
  lon * 100,
  -lat * 100,
];
const handle = (coordinates: LonLat, editHandleType = 'existing'): EditHandle => ({
  geometry: { coordinates },
  properties: { editHandleType },
});
const SQUARE: LonLat[] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
];
const polygon = { kind: 'polygon' as const, points: SQUARE, radius: 0, width: 0 };

describe('what is under the pointer on the editing canvas (CPU)', () => {
  it('takes the nearest handle within reach of its drawn disc, none beyond', () => {
    const handles = [handle([0, 0]), handle([0.4, 0])];
    // 6 px disc + 10 px reach: 16 px from a vertex's centre still takes it.
    expect(handleAt(handles, [16, 0], project, 10)).toBe(0);
    expect(handleAt(handles, [17, 0], project, 10)).toBe(-1);
    expect(handleAt(handles, [30, 0], project, 10)).toBe(1);
    expect(handleAt(handles, [5, -40], project, 10)).toBe(-1);
  });

  it('on a tie takes the handle drawn on top (the later one)', () => {
    const handles = [handle([0, 0], 'existing'), handle([0, 0], 'existing')];
    expect(handleAt(handles, [1, 1], project, 10)).toBe(1);
  });

  it('a vertex (6 px) wins over a marker (5 px) at the same distance', () => {
    const handles = [handle([0, 0], 'intermediate'), handle([0.1, 0], 'existing')];
    expect(handleAt(handles, [5, 0], project, 10)).toBe(1);
  });

  it('finds a polygon by its inside and by a few pixels around its outline', () => {
    expect(onShape(polygon, [50, -50], project, 3)).toBe(true);
    expect(onShape(polygon, [102, -50], project, 3)).toBe(true);
    expect(onShape(polygon, [104, -50], project, 3)).toBe(false);
    expect(onShape(polygon, [150, -150], project, 3)).toBe(false);
  });

  it('finds a circle by its ring and a line by its corridor', () => {
    const circle = {
      kind: 'circle' as const,
      points: [[0, 0]] as LonLat[],
      radius: 111_320,
      width: 0,
    };
    expect(onShape(circle, [90, 0], project, 3)).toBe(true);
    expect(onShape(circle, [110, 0], project, 3)).toBe(false);
    // 0.1° either side: 10 px.
    const line = {
      kind: 'line' as const,
      points: [
        [0, 0],
        [1, 0],
      ] as LonLat[],
      radius: 0,
      width: 11_132,
    };
    expect(onShape(line, [50, 12], project, 3)).toBe(true);
    expect(onShape(line, [50, 14], project, 3)).toBe(false);
  });

  it('finds nothing before a shape has points', () => {
    expect(onShape({ ...polygon, points: [] }, [0, 0], project, 3)).toBe(false);
    expect(onShape({ ...polygon, kind: null }, [0, 0], project, 3)).toBe(false);
  });
});
