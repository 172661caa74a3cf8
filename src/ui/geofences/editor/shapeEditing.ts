import type {
  EditAction,
  FeatureCollection,
  GeoJsonEditMode,
  ModeProps,
  Pick,
  PointerMoveEvent,
} from '@nebula.gl/edit-modes';
import type {
  EditedShape,
  GeofenceEditorEvent,
  LonLat,
} from '../../../machines/geofenceEditor/geofenceEditorMachine';
import type { EditHandle } from '../../map/layers/buildGeofenceEditLayers';
import type { MapInputHandler, MapPointer } from '../../map/mapInput';
import { handleAt, onShape } from './hitTest';
import { eventsOf, featureCollectionOf, modeFor, type EditPhase } from './nebulaShape';

/** How near (px) the pointer must be to a handle to take it, and to the shape's outline. */
const HANDLE_REACH_PX = 10;
const SHAPE_REACH_PX = 3;

/** What the editing session reads from the machine on each pointer event. */
export interface EditingState {
  phase: EditPhase;
  shape: EditedShape;
  /** Where to snap the pointer to, when snapping is on (other geofences' vertices), or null. */
  snap: ((pointer: MapPointer) => LonLat) | null;
}

export interface ShapeEditing extends Required<MapInputHandler> {
  /** Nebula's vertex handles for the shape and the pointer now. */
  handles(): EditHandle[];
  /** The vertex a drag under way moves (its index in the machine's points), or null. */
  draggedVertex(): number | null;
  /**
   * Called when the handles may have changed (a hover, a click, a drag's end); `urgent` after a
   * click or a drag, whose result the next click may pick.
   */
  onChange(listener: (urgent: boolean) => void): void;
}

interface PressState {
  picks: Pick[];
  screen: [number, number];
  map: LonLat;
  /** Where the previous step of the drag was. */
  previous: LonLat;
}

/**
 * What is under the pointer, as nebula's picks, found on the CPU (hitTest.ts): a handle within
 * reach first (it is what a press there drags, before the shape under it); else the drawn area
 * or corridor, as the shape's feature (`feature`, what nebula edits).
 */
function picksAt(
  pointer: MapPointer,
  handles: readonly EditHandle[],
  shape: EditedShape,
  feature: unknown,
): Pick[] {
  const at: [number, number] = [pointer.x, pointer.y];
  const index = handleAt(handles, at, pointer.project, HANDLE_REACH_PX);
  if (index >= 0) return [{ object: handles[index], index, isGuide: true }];
  if (!feature || !onShape(shape, at, pointer.project, SHAPE_REACH_PX)) return [];
  return [{ object: feature, index: 0, isGuide: false }];
}

/**
 * Feeds the map's pointer to a @nebula.gl/edit-modes mode (the mode for the machine's phase and
 * shape kind) and turns the mode's edits into the machine's events. Nebula keeps no shape of its
 * own here: its data and click sequence are rebuilt from the machine's context on every event.
 * While a drag is under way, the pointer is not picked again (nebula reads the press's picks).
 */
export function createShapeEditing(input: {
  read(): EditingState;
  send(event: GeofenceEditorEvent): void;
}): ShapeEditing {
  let mode: GeoJsonEditMode | null = null;
  let modeKey = '';
  let cursor: string | null = null;
  let lastMove: PointerMoveEvent | null = null;
  let press: PressState | null = null;
  let dragged: number | null = null;
  let listener: (urgent: boolean) => void = () => undefined;
  let cachedData: { shape: EditedShape; phase: EditPhase; data: FeatureCollection } | null = null;
  /** The handles last shown (what the overlay drew), for the shape and phase they were for. */
  let shown: { shape: EditedShape; phase: EditPhase; handles: EditHandle[] } | null = null;

  const data = (state: EditingState) => {
    if (cachedData?.shape !== state.shape || cachedData.phase !== state.phase)
      cachedData = {
        shape: state.shape,
        phase: state.phase,
        data: featureCollectionOf(state.shape, state.phase),
      };
    return cachedData.data;
  };
  /** The mode for the machine's phase, its click sequence made the machine's points. */
  const current = (state: EditingState) => {
    const key = `${state.phase}:${state.shape.kind}`;
    if (key !== modeKey) {
      modeKey = key;
      mode = modeFor(state.phase, state.shape.kind);
      lastMove = null;
      cursor = null;
    }
    if (mode && state.phase === 'drawing') {
      mode.resetClickSequence();
      for (const point of state.shape.points) mode.addClickSequence({ mapCoords: point } as never);
    }
    return mode;
  };
  const props = (state: EditingState, edits: EditAction<FeatureCollection>[]) =>
    ({
      data: data(state),
      modeConfig: null,
      selectedIndexes: state.phase === 'editing' ? [0] : [],
      cursor,
      lastPointerMoveEvent: lastMove,
      onEdit: (action) => edits.push(action),
      onUpdateCursor: (next) => (cursor = next ?? null),
    }) as ModeProps<FeatureCollection>;
  const where = (pointer: MapPointer, state: EditingState): LonLat =>
    state.snap ? state.snap(pointer) : pointer.lngLat;
  const base = (pointer: MapPointer, state: EditingState, picks: Pick[]) => ({
    screenCoords: [pointer.x, pointer.y] as [number, number],
    mapCoords: where(pointer, state),
    picks,
    sourceEvent: pointer.source,
    cancelPan: pointer.cancelPan,
  });
  /** A drag's event: the pointer now and where the press was. */
  const dragEvent = (pointer: MapPointer, state: EditingState, picks: Pick[], at: PressState) => ({
    ...base(pointer, state, picks),
    pointerDownPicks: at.picks,
    pointerDownScreenCoords: at.screen,
    pointerDownMapCoords: at.map,
  });
  /** Runs one mode handler and sends what its edits mean to the machine. */
  const run = (
    handle: (
      mode: GeoJsonEditMode,
      props: ModeProps<FeatureCollection>,
      state: EditingState,
    ) => LonLat,
  ) => {
    const state = input.read();
    const active = current(state);
    if (!active) return;
    const edits: EditAction<FeatureCollection>[] = [];
    const at = handle(active, props(state, edits), state);
    for (const edit of edits) {
      for (const event of eventsOf(edit, input.read().shape, at, press?.previous ?? null)) {
        input.send(event);
        // A drag from a vertex moves it; one from a marker between two inserts one and moves it.
        if (press && (event.type === 'vertex.drag' || event.type === 'vertex.insert'))
          dragged = event.index;
      }
    }
  };

  const handles = (): EditHandle[] => {
    const state = input.read();
    const active = current(state);
    if (!active) return [];
    const guides = active.getGuides(props(state, [])) ?? { features: [] };
    const found = guides.features.filter(
      (feature) => feature.properties.guideType === 'editHandle',
    ) as unknown as EditHandle[];
    // Vertices drawn (and picked) above the markers between them.
    found.sort(
      (a, b) =>
        Number(a.properties.editHandleType === 'existing') -
        Number(b.properties.editHandleType === 'existing'),
    );
    shown = { shape: state.shape, phase: state.phase, handles: found };
    return found;
  };
  /** What is under the pointer, among the handles shown (or nebula's now, if none yet). */
  const picksFor = (pointer: MapPointer, state: EditingState) => {
    const drawn =
      shown?.shape === state.shape && shown.phase === state.phase ? shown.handles : handles();
    return picksAt(pointer, drawn, state.shape, data(state).features[0]);
  };

  return {
    pointerMove(pointer) {
      if (press) return;
      const state = input.read();
      if (!state.phase) return;
      const at = where(pointer, state);
      run((active, modeProps) => {
        const event = {
          ...base(pointer, state, picksFor(pointer, state)),
          mapCoords: at,
        };
        lastMove = event as PointerMoveEvent;
        active.handlePointerMove(lastMove, { ...modeProps, lastPointerMoveEvent: lastMove });
        return at;
      });
      // The rubber band (and a circle's radius) follows the pointer.
      if (state.phase === 'drawing') input.send({ type: 'map.move', point: at });
      listener(false);
    },
    click(pointer) {
      const state = input.read();
      if (state.phase === 'drawing' && state.shape.kind === 'circle')
        input.send({ type: 'map.click', point: where(pointer, state) });
      else
        run((active, modeProps) => {
          const event = base(pointer, state, picksFor(pointer, state));
          active.handleClick(event, modeProps);
          return event.mapCoords;
        });
      listener(true);
    },
    dragStart(pointer) {
      const state = input.read();
      if (!current(state)) return;
      const picks = picksFor(pointer, state);
      const at = where(pointer, state);
      const pressed: PressState = { picks, screen: [pointer.x, pointer.y], map: at, previous: at };
      press = pressed;
      // A press on a handle or the shape is the editor's drag from its start: the map's
      // controller never starts a pan, whose start and end each redrew the whole fleet.
      if (picks.length > 0) pointer.cancelPan();
      run((active, modeProps) => {
        const event = dragEvent(pointer, state, picks, pressed);
        // The modes decide at the press what a drag will move (a handle, the shape, the map).
        active.handlePointerMove(event, modeProps);
        active.handleStartDragging(event, modeProps);
        return at;
      });
    },
    drag(pointer) {
      const pressed = press;
      if (!pressed) return;
      if (pressed.picks.length > 0) pointer.cancelPan();
      run((active, modeProps, state) => {
        const event = dragEvent(pointer, state, [], pressed);
        active.handleDragging(event, modeProps);
        return event.mapCoords;
      });
      pressed.previous = where(pointer, input.read());
    },
    dragEnd(pointer) {
      const pressed = press;
      if (!pressed) return;
      if (pressed.picks.length > 0) pointer.cancelPan();
      run((active, modeProps, state) => {
        // The dragged handle is under the pointer still: nebula ends the move on it.
        const event = dragEvent(pointer, state, pressed.picks, pressed);
        active.handleStopDragging(event, modeProps);
        return event.mapCoords;
      });
      press = null;
      dragged = null;
      // The last hover saw the shape before the drag: its picks would place stale handles.
      lastMove = null;
      listener(true);
    },
    cursor: () => (input.read().phase === 'drawing' ? 'crosshair' : cursor),
    handles,
    draggedVertex: () => dragged,
    onChange(next) {
      listener = next;
    },
  };
}
