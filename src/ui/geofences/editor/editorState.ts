import type { SnapshotFrom } from 'xstate';
import type { GeofenceEditorMachine } from '../../../machines/geofenceEditor/geofenceEditorMachine';
import { shapeOf } from '../../../machines/geofenceEditor/shape';
import type { Bounds } from '../../map/fitFrame';
import type { EditedGeometry } from '../../map/layers/buildGeofenceEditLayers';
import { shapeBounds } from '../shapeText';
import type { EditPhase } from './nebulaShape';

type EditorSnapshot = SnapshotFrom<GeofenceEditorMachine>;

/** What the map does with the pointer in this state: draw, edit, or leave it to the map. */
export function phaseOf(snapshot: EditorSnapshot): EditPhase {
  if (snapshot.matches('drawing')) return 'drawing';
  return snapshot.matches('editing') ? 'editing' : null;
}

/** What the map draws of the editor's shape. */
export function geometryOf(snapshot: EditorSnapshot): EditedGeometry {
  const { kind, points, radius, width, cursor, error } = snapshot.context;
  const drawing = snapshot.matches('drawing');
  return {
    kind,
    points,
    radius,
    width,
    cursor: drawing ? cursor : null,
    drawing,
    invalid: error === 'SELF_INTERSECTION',
  };
}

/** The hint for what the user does next, as a key of `geofenceEditor.hints`, or null. */
export function hintOf(snapshot: EditorSnapshot): string | null {
  if (snapshot.matches({ drawing: 'centre' })) return 'centre';
  if (snapshot.matches({ drawing: 'radius' })) return 'radius';
  if (snapshot.matches('drawing')) return snapshot.context.kind === 'line' ? 'line' : 'polygon';
  if (snapshot.matches('editing'))
    return snapshot.context.kind === 'circle' ? 'editingCircle' : 'editing';
  return null;
}

/** Metres per degree of latitude. */
const METRES_PER_DEGREE = 111_320;

/**
 * Where the editor's shape lies on the globe (a line's with its corridor), for the editing
 * canvas to cover only that; null while drawing (the rubber band follows the pointer anywhere)
 * or with no shape yet.
 */
export function editBoundsOf(snapshot: EditorSnapshot): Bounds | null {
  if (snapshot.matches('drawing')) return null;
  const shape = shapeOf(snapshot.context);
  if (!shape) return null;
  const [[west, south], [east, north]] = shapeBounds(shape);
  if (shape.type !== 'line')
    return [
      [west, south],
      [east, north],
    ];
  const dLat = snapshot.context.width / METRES_PER_DEGREE;
  const dLon =
    dLat / Math.max(Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180), 1e-6);
  return [
    [west - dLon, south - dLat],
    [east + dLon, north + dLat],
  ];
}
