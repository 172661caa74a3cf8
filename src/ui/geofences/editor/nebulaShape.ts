/**
 * Between the geofence editor machine and @nebula.gl/edit-modes: the shape as the one GeoJSON
 * feature nebula edits, the mode for each phase, and nebula's edits as the machine's events.
 * Pure functions: the machine stays the one owner of the shape.
 */
import {
  CompositeMode,
  DrawLineStringMode,
  DrawPolygonMode,
  ModifyMode,
  ResizeCircleMode,
  TranslateMode,
  type DraggingEvent,
  type EditAction,
  type FeatureCollection,
  type GeoJsonEditMode,
  type ModeProps,
  type PointerMoveEvent,
  type StartDraggingEvent,
  type StopDraggingEvent,
} from '@nebula.gl/edit-modes';
import { circleRing, haversine } from '@farol/model';
import type {
  EditedShape,
  GeofenceEditorEvent,
  LonLat,
  ShapeKind,
} from '../../../machines/geofenceEditor/geofenceEditorMachine';

/** What the map does with the pointer: draw a new shape, edit the finished one, or nothing. */
export type EditPhase = 'drawing' | 'editing' | null;

const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The shape as nebula's data: one feature (a circle as its ring), or none while drawing. */
export function featureCollectionOf(shape: EditedShape, phase: EditPhase): FeatureCollection {
  const { kind, points } = shape;
  if (phase !== 'editing' || !kind || points.length === 0) return EMPTY_COLLECTION;
  if (kind === 'line') {
    return {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } },
      ],
    };
  }
  const ring = kind === 'circle' ? circleRing(points[0]!, shape.radius) : [...points, points[0]!];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        // ResizeCircleMode resizes only features marked as circles.
        properties: kind === 'circle' ? { shape: 'Circle' } : {},
        geometry: { type: 'Polygon', coordinates: [ring] },
      },
    ],
  };
}

/**
 * A new nebula mode for a phase: drawing a polygon or a line, or editing (drag vertices, move the
 * shape). A circle is drawn by two plain clicks (centre, then a point on its rim) that the
 * machine measures on Traccar's sphere: nebula's circle modes measure on turf's.
 */
export function modeFor(phase: EditPhase, kind: ShapeKind | null): GeoJsonEditMode | null {
  if (!phase || !kind) return null;
  if (phase === 'drawing') {
    if (kind === 'circle') return null;
    return kind === 'polygon' ? new DrawPolygonMode() : new DrawLineStringMode();
  }
  return new HandlesOrShapeMode(kind === 'circle' ? new ResizeCircleMode() : new ModifyMode());
}

type Props = ModeProps<FeatureCollection>;

/**
 * Editing: a drag that starts on a handle (a vertex, the marker between two, a circle's rim)
 * moves that; one that starts elsewhere on the shape moves the shape. (nebula's CompositeMode
 * would let TranslateMode move the shape along with the dragged handle.) The cursor is the
 * handle's when over one, else the shape's.
 */
class HandlesOrShapeMode extends CompositeMode {
  private readonly handles: GeoJsonEditMode;
  private readonly shape = new TranslateMode();

  constructor(handles: GeoJsonEditMode) {
    super([]);
    this.handles = handles;
    this._modes = [handles, this.shape];
  }

  private modeOf(event: { pointerDownPicks?: { isGuide: boolean }[] | null }): GeoJsonEditMode {
    return event.pointerDownPicks?.some((pick) => pick.isGuide) ? this.handles : this.shape;
  }

  override handlePointerMove(event: PointerMoveEvent, props: Props) {
    let handleCursor: string | null | undefined = null;
    this.shape.handlePointerMove(event, props);
    this.handles.handlePointerMove(event, { ...props, onUpdateCursor: (c) => (handleCursor = c) });
    if (handleCursor) props.onUpdateCursor(handleCursor);
  }

  override handleStartDragging(event: StartDraggingEvent, props: Props) {
    this.modeOf(event).handleStartDragging(event, props);
  }

  override handleDragging(event: DraggingEvent, props: Props) {
    this.modeOf(event).handleDragging(event, props);
  }

  override handleStopDragging(event: StopDraggingEvent, props: Props) {
    this.modeOf(event).handleStopDragging(event, props);
  }
}

/** What nebula's edit means to the machine (`pointer` is where it happened). */
export function eventsOf(
  action: EditAction<FeatureCollection>,
  shape: EditedShape,
  pointer: LonLat,
  /** Where the previous step of a drag was, to move the shape by the step. */
  previous: LonLat | null,
): GeofenceEditorEvent[] {
  const context = action.editContext as
    { positionIndexes?: number[]; position?: LonLat } | undefined;
  const index = context?.positionIndexes?.at(-1);
  switch (action.editType) {
    case 'addTentativePosition':
      return [{ type: 'map.click', point: context?.position ?? pointer }];
    case 'addFeature':
      // A polygon or a line ends with a click on its first or last vertex.
      return [{ type: 'map.doubleClick' }];
    case 'movePosition':
    case 'finishMovePosition':
      return index === undefined ? [] : [{ type: 'vertex.drag', index, point: context!.position! }];
    case 'addPosition':
      return index === undefined
        ? []
        : [{ type: 'vertex.insert', index, point: context!.position! }];
    case 'removePosition':
      return index === undefined ? [] : [{ type: 'vertex.delete', index }];
    case 'translating':
    case 'translated':
      return previous
        ? [{ type: 'shape.move', delta: [pointer[0] - previous[0], pointer[1] - previous[1]] }]
        : [];
    case 'unionGeometry': {
      // ResizeCircleMode's drag of the rim: the radius is the distance to the pointer, on
      // Traccar's sphere like everything else the editor measures.
      if (shape.kind !== 'circle') return [];
      const [lon, lat] = shape.points[0]!;
      return [{ type: 'circle.resize', radius: haversine(lat, lon, pointer[1], pointer[0]) }];
    }
    default:
      return [];
  }
}
