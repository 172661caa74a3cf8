import type { Layer } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { circleRing, type GeofenceShape, type LonLat } from '@farol/model';

export const STORED_SHAPE_ID = 'geofence-edit-stored';

/**
 * The edited geofence as it is stored, under the shape being edited: a faint grey outline (a
 * circle's or polygon's ring, a line's path), so the operator sees what the edit changed.
 */
export function buildStoredShapeLayer(shape: GeofenceShape): Layer {
  const path: LonLat[] =
    shape.type === 'circle'
      ? circleRing(shape.center, shape.radius)
      : shape.type === 'polygon'
        ? [...shape.ring, shape.ring[0]!]
        : [...shape.points];
  return new PathLayer<LonLat[]>({
    id: STORED_SHAPE_ID,
    data: path.length >= 2 ? [path] : [],
    getPath: (d) => d,
    getWidth: 2,
    widthUnits: 'pixels',
    getColor: [70, 70, 70, 130],
  });
}
