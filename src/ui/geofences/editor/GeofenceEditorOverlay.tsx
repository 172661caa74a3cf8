import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { LonLat } from '@farol/model';
import { useTopic } from '../../core/CoreContext';
import { useMap } from '../../map/MapContext';
import { buildStoredShapeLayer } from '../../map/layers/buildStoredShapeLayer';
import { useMapOverlays } from '../../map/mapOverlays';
import { shapeBounds } from '../shapeText';
import type { MapPointer } from '../../map/mapInput';
import { createEditLayersCache } from './editLayersCache';
import { editBoundsOf, geometryOf, phaseOf } from './editorState';
import { createShapeEditing } from './shapeEditing';
import { snapPoint, snapTargets } from './snapPoint';
import type { GeofenceEditorActor } from './useGeofenceEditor';

const OVERLAY = 'geofence-editor';
const STORED = 'geofence-editor-stored';

/**
 * Puts the geofence editor on the map: its shape, rubber band and vertex handles on the editing
 * canvas above the fleet (redrawn alone), from the machine at most once per frame and only when
 * they changed (straight from the machine, not through React), and the map's pointer while
 * drawing or editing, fed to @nebula.gl modes.
 * `editedId` is the geofence being edited: the others are what snapping lands on.
 */
export function GeofenceEditorOverlay({
  actor,
  editedId,
}: {
  actor: GeofenceEditorActor;
  editedId: number;
}) {
  const map = useMap();
  const overlays = useMapOverlays();
  const phase = useSelector(actor, phaseOf);
  const snapping = useSelector(actor, (snapshot) => snapshot.context.snapping);
  const geofences = useTopic('geofences');
  const targets = useMemo<LonLat[]>(
    () =>
      snapping
        ? snapTargets(
            (geofences ?? []).filter((item) => item.id !== editedId).map((item) => item.shape),
          )
        : [],
    [snapping, geofences, editedId],
  );
  const targetsRef = useRef(targets);
  targetsRef.current = targets;

  const editing = useMemo(
    () =>
      createShapeEditing({
        read: () => {
          const snapshot = actor.getSnapshot();
          const snap = snapshot.context.snapping
            ? (pointer: MapPointer) => snapPoint(pointer, targetsRef.current, pointer.project)
            : null;
          return { phase: phaseOf(snapshot), shape: snapshot.context, snap };
        },
        send: (event) => actor.send(event),
      }),
    [actor],
  );

  // The stored shape under the edited one (set first, so drawn below it): what the edit changed.
  const stored = (geofences ?? []).find((item) => item.id === editedId)?.shape ?? null;
  useEffect(() => {
    if (!stored) return;
    overlays.set(STORED, {
      layers: [buildStoredShapeLayer(stored)],
      editing: true,
      bounds: shapeBounds(stored),
    });
    return () => overlays.set(STORED, null);
  }, [overlays, stored]);

  useEffect(() => {
    let frame = 0;
    const cache = createEditLayersCache();
    const draw = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      const snapshot = actor.getSnapshot();
      const layers = cache.layersFor(geometryOf(snapshot), editing.handles());
      if (layers) overlays.set(OVERLAY, { layers, editing: true, bounds: editBoundsOf(snapshot) });
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    // A click or the end of a drag is drawn at once: the next click picks what it placed.
    editing.onChange((urgent) => (urgent ? draw() : later()));
    const subscription = actor.subscribe(later);
    draw();
    return () => {
      subscription.unsubscribe();
      cancelAnimationFrame(frame);
      overlays.set(OVERLAY, null);
    };
  }, [actor, editing, overlays]);

  useEffect(() => {
    if (!map || !phase) return;
    return map.captureInput(editing);
  }, [map, phase, editing]);

  return null;
}
