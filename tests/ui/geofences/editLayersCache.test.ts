import { describe, expect, it } from 'vitest';
import { createEditLayersCache } from '../../../src/ui/geofences/editor/editLayersCache';
import type {
  EditedGeometry,
  EditHandle,
} from '../../../src/ui/map/layers/buildGeofenceEditLayers';

const points: [number, number][] = [
  [0, 0],
  [1, 0],
  [1, 1],
];
const square: EditedGeometry = {
  kind: 'polygon',
  points,
  radius: 0,
  width: 0,
  cursor: null,
  drawing: false,
  invalid: false,
};
const handle = (lon: number, lat: number, type = 'existing'): EditHandle => ({
  geometry: { coordinates: [lon, lat] },
  properties: { editHandleType: type },
});
const handles = () => points.map(([lon, lat]) => handle(lon, lat));

describe("the geofence editor's layers", () => {
  it('are built again only when the shape or its handles change', () => {
    const cache = createEditLayersCache();
    expect(cache.layersFor(square, handles())).not.toBeNull();
    // A hover that changed nothing nebula shows: new objects, the same handles.
    expect(cache.layersFor({ ...square }, handles())).toBeNull();
    // The pointer near an edge: nebula adds a handle where a vertex would go.
    expect(cache.layersFor(square, [...handles(), handle(0.5, 0, 'intermediate')])).not.toBeNull();
    // A vertex dragged: the machine's points are a new array.
    const dragged = { ...square, points: [...points.slice(0, 2), [1.2, 1] as [number, number]] };
    expect(cache.layersFor(dragged, handles())).not.toBeNull();
    expect(cache.layersFor(dragged, handles())).toBeNull();
  });
});
