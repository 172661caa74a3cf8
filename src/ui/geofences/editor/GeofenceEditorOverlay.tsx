import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { LonLat } from '@farol/model';
import { useTopic } from '../../core/CoreContext';
import { useMap } from '../../map/MapContext';
import { buildStoredShapeLayer } from '../../map/layers/buildStoredShapeLayer';
import {
  buildDragStillLayers,
  buildLiveLayers,
  dragsInParts,
  liveBounds,
} from '../../map/layers/buildVertexDragLayers';
import { useMapOverlays, type MapOverlay } from '../../map/mapOverlays';
import { shapeBounds } from '../shapeText';
import type { MapPointer } from '../../map/mapInput';
import { createEditLayersCache } from './editLayersCache';
import { editBoundsOf, geometryOf, phaseOf } from './editorState';
import { createShapeEditing } from './shapeEditing';
import { snapPoint, snapTargets } from './snapPoint';
import type { GeofenceEditorActor } from './useGeofenceEditor';

const OVERLAY = 'geofence-editor';
const STORED = 'geofence-editor-stored';
const LIVE = 'geofence-editor-live';

/**
 * Puts the geofence editor on the map: its shape, rubber band and vertex handles on the editing
 * canvas above the fleet (redrawn alone), from the machine at most once per frame and only when
 * they changed (straight from the machine, not through React), and the map's pointer while
 * drawing or editing, fed to @nebula.gl modes. What follows the pointer while editing (a dragged
 * vertex with its two edges, the marker where a vertex would go) is drawn on the small live
 * canvas above it, the rest staying as drawn (`buildVertexDragLayers`).
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

  // The stored shape under the edited one: what the edit changed.
  const stored = (geofences ?? []).find((item) => item.id === editedId)?.shape ?? null;
  useEffect(() => {
    if (!stored) return;
    overlays.set(STORED, {
      layers: [buildStoredShapeLayer(stored)],
      editing: true,
      below: true,
      bounds: shapeBounds(stored),
    });
    return () => overlays.set(STORED, null);
  }, [overlays, stored]);

  useEffect(() => {
    let frame = 0;
    let cache = createEditLayersCache();
    /** The drag whose still part the editing canvas shows: its vertex, and the shape's colour. */
    let still: { index: number; invalid: boolean } | null = null;
    let live: string | null = null;
    const setLive = (key: string, overlay: () => MapOverlay) => {
      if (key !== live) overlays.set(LIVE, overlay());
      live = key;
    };
    const draw = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      const snapshot = actor.getSnapshot();
      const geometry = geometryOf(snapshot);
      const index = dragsInParts(geometry) ? editing.draggedVertex() : null;
      if (index !== null && index < geometry.points.length) {
        if (still?.index !== index || still.invalid !== geometry.invalid) {
          still = { index, invalid: geometry.invalid };
          const layers = buildDragStillLayers(geometry, index);
          overlays.set(OVERLAY, { layers, editing: true, bounds: editBoundsOf(snapshot) });
        }
        const [lon, lat] = geometry.points[index]!;
        setLive(`drag ${index} ${lon} ${lat}`, () => ({
          layers: buildLiveLayers(geometry, index, null),
          live: true,
          bounds: liveBounds(geometry, index, null),
        }));
        return;
      }
      // After a drag the whole shape is drawn again, whatever the cache last saw.
      if (still) cache = createEditLayersCache();
      still = null;
      const handles = editing.handles();
      const hover = handles.find((h) => h.properties.editHandleType === 'intermediate') ?? null;
      const layers = cache.layersFor(
        geometry,
        hover ? handles.filter((handle) => handle !== hover) : handles,
      );
      if (layers) overlays.set(OVERLAY, { layers, editing: true, bounds: editBoundsOf(snapshot) });
      const [lon, lat] = hover?.geometry.coordinates ?? [];
      // Nothing live: empty layers all the same, so the live canvas has its programs ready.
      setLive(hover ? `hover ${lon} ${lat} ${geometry.invalid}` : '', () => ({
        layers: buildLiveLayers(geometry, null, hover),
        live: true,
        bounds: liveBounds(geometry, null, hover),
      }));
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
      overlays.set(LIVE, null);
      overlays.set(OVERLAY, null);
    };
  }, [actor, editing, overlays]);

  useEffect(() => {
    if (!map || !phase) return;
    return map.captureInput(editing);
  }, [map, phase, editing]);

  return null;
}
