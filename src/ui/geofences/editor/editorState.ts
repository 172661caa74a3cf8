import type { SnapshotFrom } from 'xstate';
import type { GeofenceEditorMachine } from '../../../machines/geofenceEditor/geofenceEditorMachine';
import type { EditedGeometry } from '../../map/layers/buildGeofenceEditLayers';
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
