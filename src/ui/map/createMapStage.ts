import {
  Deck,
  FlyToInterpolator,
  LinearInterpolator,
  MapView,
  WebMercatorViewport,
  type Layer,
  type MapViewState,
} from '@deck.gl/core';
import * as maplibregl from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { buildBaseStyle } from './baseStyle';
import type { BaseTiles } from './baseTiles';
import { createFrameMeter } from './frameMeter';
import type { FrameWindow } from '../../worker/types';
import type { CameraTarget, MapHandle } from './MapContext';
import {
  createEditPlane,
  LIVE_CONTEXT,
  LIVE_MARGIN_PX,
  nothingIn,
  type PlaneCamera,
} from './editPlane';
import { editingZoom, fitBounds, type Bounds } from './fitFrame';
import { createMapInput } from './mapInput';
import { sizeDrawingBuffer } from './drawingBuffer';
import { opaqueCanvas } from './opaqueCanvas';
import { createFlatPicture, type FlatPicture } from './flatPicture';
import { centerWithOffset, uncoveredOffset } from './visibleCenter';
import { createMapPress } from './mapPress';

maplibregl.setWorkerUrl(maplibreWorkerUrl);

const FLY_MS = 700;
const PAN_MS = 300;

/** The map's size and where the centre of its part not covered by panels lies. */
export function visibleArea(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const covers = [...document.querySelectorAll('[data-map-cover]')].map((cover) =>
    cover.getBoundingClientRect(),
  );
  return { size: { width: box.width, height: box.height }, offset: uncoveredOffset(box, covers) };
}

/** The size of the part of the map the panels leave uncovered. */
function uncoveredSize(element: HTMLElement) {
  const { size, offset } = visibleArea(element);
  return {
    width: size.width - 2 * Math.abs(offset.x),
    height: size.height - 2 * Math.abs(offset.y),
  };
}

/** A click on the map (not the end of a drag), in canvas pixels and on the globe. */
export interface MapClick {
  x: number;
  y: number;
  longitude: number;
  latitude: number;
  zoom: number;
  /** The id of the top pickable layer under the click (clusters), if any. */
  layerId: string | null;
}

/** How long a touch must rest to be a long press (the touch screen's right-click). */
const LONG_PRESS_MS = 550;

export interface MapStage {
  deck: Deck<MapView>;
  handle: MapHandle;
  view(): MapViewState;
  /** Where [longitude, latitude] is drawn now, in canvas pixels (null before the first frame). */
  project(lngLat: readonly [number, number]): [number, number] | null;
  /** Draws another base layer above the offline one (null: the offline layer alone). */
  setBase(tiles: BaseTiles | null): void;
  /**
   * The editing overlays' layers, drawn on the editing canvas above the map, and the live ones on
   * the live canvas above it; each canvas covers only where its `bounds` lie on screen (all the
   * map when null). No editing layers: both canvases go.
   */
  setEditLayers(planes: EditPlanes): void;
  destroy(): void;
}

/** What the editing and the live canvas draw, and where it lies (null: anywhere). */
export interface EditPlanes {
  editing: { layers: Layer[]; bounds: Bounds | null };
  live: { layers: Layer[]; bounds: Bounds | null };
}

/**
 * Creates the map: deck.gl owns the camera and pointer input (so editors can receive events,
 * PITFALLS.md) and the maplibre base map follows it. Callbacks report camera changes, user
 * drags and picks.
 */
export function createMapStage(input: {
  baseElement: HTMLDivElement;
  canvas: HTMLCanvasElement;
  /**
   * The class of the editing canvas, stacked above `canvas` and transparent to the pointer: an
   * editor's layers are drawn there by a deck of their own that follows the map's camera, so a
   * drag redraws the edited shape and not the fleet; the live canvas, above it, what follows the
   * pointer. Input stays the map's. The canvases and their WebGL contexts exist only while an
   * editor draws (`setEditLayers`).
   */
  editClassName: string;
  initialView: MapViewState;
  /** Every camera step; `moving` while a programmatic move (fly, pan, zoom) is under way. */
  onView(view: MapViewState, dragging: boolean, moving: boolean): void;
  onClick(click: MapClick): void;
  /** A right-click, or a long press on a touch screen (the marker menu). */
  onContextMenu(click: MapClick): void;
  /** The detail version the map draws now, and where its measured frame windows go. */
  detailVersion(): number | null;
  onFrames(window: FrameWindow): void;
  /** The WebGL renderer's name, once deck has its device (SwiftShader, a GPU…). */
  onRenderer(name: string): void;
}): MapStage {
  const { baseElement } = input;
  let current = input.initialView;
  const base = opaqueCanvas(
    () =>
      new maplibregl.Map({
        container: baseElement,
        style: buildBaseStyle({ tiles: null }),
        interactive: false,
        // Empty (and hidden) on the offline layer; the chosen layer's credit when it has one.
        attributionControl: { compact: true },
        center: [current.longitude, current.latitude],
        zoom: current.zoom,
      }),
  );
  let moving = false;
  /** While an editor draws: the resting map as one picture (flatPicture.ts). */
  let flat: FlatPicture | null = null;
  const stale = () => flat?.stale();
  base.on('render', stale);
  const editing = createEditPlane(() => flat?.canvas() ?? input.canvas, input.editClassName, {
    name: 'editing',
    onDraw: stale,
  });
  const live = createEditPlane(() => editing.canvas() ?? input.canvas, input.editClassName, {
    name: 'live',
    grow: true,
    context: LIVE_CONTEXT,
    margin: LIVE_MARGIN_PX,
  });
  // The camera the map is moving to, and its viewport: deck reports a step of its camera before
  // drawing it, while deck.getViewports() still holds the step before. Placed with that one, a
  // plane drew a camera step apart from the map, and after a one-step flight (a slow machine's)
  // stayed so: the player's icon off its route, under the panel.
  const camera = (): PlaneCamera => {
    const map = { width: input.canvas.clientWidth, height: input.canvas.clientHeight };
    return {
      view: current,
      viewport:
        map.width > 0 && map.height > 0
          ? new WebMercatorViewport({ ...current, ...map, repeat: true })
          : undefined,
      map,
    };
  };
  const follow = (view: MapViewState, dragging: boolean) => {
    current = view;
    stale();
    editing.place(camera());
    live.place(camera());
    base.jumpTo({
      center: [view.longitude, view.latitude],
      zoom: view.zoom,
      bearing: view.bearing ?? 0,
      pitch: view.pitch ?? 0,
    });
    input.onView(view, dragging, moving);
  };
  const meter = createFrameMeter({ version: input.detailVersion, onWindow: input.onFrames });
  sizeDrawingBuffer(input.canvas);
  const deck = new Deck<MapView>({
    canvas: input.canvas,
    views: new MapView({ repeat: true }),
    initialViewState: current,
    controller: { dragRotate: false, touchRotate: false },
    onViewStateChange: ({ viewState, interactionState }) => {
      follow(viewState as MapViewState, Boolean(interactionState?.isDragging));
      return viewState;
    },
    // A finished move reports its resting view once more, no longer moving.
    onInteractionStateChange: ({ inTransition }) => {
      const was = moving;
      moving = Boolean(inTransition);
      if (was && !moving) input.onView(current, false, false);
    },
    getCursor: ({ isDragging, isHovering }) =>
      isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab',
    onAfterRender: () => {
      meter.drew();
      stale();
    },
    onDeviceInitialized: (device) => input.onRenderer(device.info.renderer),
    layers: [],
  });

  const editorInput = createMapInput(deck, input.canvas);
  const move = (view: MapViewState, ms: number, fly: boolean) =>
    deck.setProps({
      initialViewState: {
        ...view,
        // A 1 ms transition lands on the next frame, still reported through onViewStateChange.
        transitionDuration: meter.slow() ? 1 : ms,
        // Every move is a transition: deck reports each step through onViewStateChange, which is
        // what keeps the base map (and the camera readers) in step with it.
        transitionInterpolator: fly
          ? new FlyToInterpolator()
          : new LinearInterpolator({ transitionProps: ['longitude', 'latitude', 'zoom'] }),
      },
    });
  // Targets go to the centre of what the panels leave visible, not under a panel.
  const visible = (target: CameraTarget) => {
    const { size, offset } = visibleArea(baseElement);
    return centerWithOffset({ ...target, zoom: target.zoom ?? current.zoom }, size, offset);
  };
  const handle: MapHandle = {
    flyTo: (target) => move({ ...current, ...visible(target) }, FLY_MS, true),
    panTo: (target) =>
      move({ ...current, ...visible({ ...target, zoom: current.zoom }) }, PAN_MS, false),
    zoomBy: (delta) => move({ ...current, zoom: current.zoom + delta }, FLY_MS, true),
    getZoom: () => current.zoom,
    getCenter: () => ({ longitude: current.longitude, latitude: current.latitude }),
    captureInput: editorInput.capture,
    fitBounds(bounds, maxZoom) {
      const target = fitBounds(bounds, uncoveredSize(baseElement), maxZoom);
      if (target) handle.flyTo(target);
    },
    showBounds(bounds) {
      const [[west, south], [east, north]] = bounds;
      handle.flyTo({
        longitude: (west + east) / 2,
        latitude: (south + north) / 2,
        zoom: editingZoom(bounds, uncoveredSize(baseElement), current.zoom),
      });
    },
    isCentral(target) {
      const viewport = deck.getViewports()[0];
      if (!viewport) return true;
      const { size, offset } = visibleArea(baseElement);
      const [x, y] = viewport.project([target.longitude, target.latitude]) as [number, number];
      const dx = x - (size.width / 2 + offset.x);
      const dy = y - (size.height / 2 + offset.y);
      const halfWidth = (size.width - 2 * Math.abs(offset.x)) / 2;
      const halfHeight = (size.height - 2 * Math.abs(offset.y)) / 2;
      return Math.abs(dx) < halfWidth * 0.5 && Math.abs(dy) < halfHeight * 0.5;
    },
  };

  // Clicks come from the canvas's own click event: deck's tap recognizer (which waits on its
  // double-click recognizer) was seen to drop quick clicks. A press that travelled is a pan.
  const press = createMapPress();
  // A touch that rests is a long press: it opens the marker menu, and the click it ends in is
  // not a click. Any travel beyond the slop makes it a pan instead.
  let longPress = 0;
  let longPressed = false;
  const clickAt = (x: number, y: number): MapClick | null => {
    const viewport = deck.getViewports()[0];
    if (!viewport) return null;
    const [longitude, latitude] = viewport.unproject([x, y]) as [number, number];
    const layerId = deck.pickObject({ x, y, radius: 4 })?.layer?.id ?? null;
    return { x, y, longitude, latitude, zoom: current.zoom, layerId };
  };
  const onPointerDown = (event: PointerEvent) => {
    press.down(event.offsetX, event.offsetY);
    longPressed = false;
    window.clearTimeout(longPress);
    if (event.pointerType !== 'touch' || editorInput.captured()) return;
    const { offsetX: x, offsetY: y } = event;
    longPress = window.setTimeout(() => {
      longPressed = true;
      const click = clickAt(x, y);
      if (click) input.onContextMenu(click);
    }, LONG_PRESS_MS);
  };
  const onPointerMove = (event: PointerEvent) => {
    press.move(event.offsetX, event.offsetY);
    if (press.travelled()) window.clearTimeout(longPress);
  };
  const onPointerEnd = () => window.clearTimeout(longPress);
  const onClick = (event: MouseEvent) => {
    const { offsetX: x, offsetY: y } = event;
    if (!press.isClick(x, y)) return;
    // An editor holding the input gets the clicks instead.
    if (editorInput.captured() || longPressed) return;
    const click = clickAt(x, y);
    if (click) input.onClick(click);
  };
  const onContextMenu = (event: MouseEvent) => {
    // The browser's own menu never shows over the map; a touch's is the long press above.
    event.preventDefault();
    if (editorInput.captured() || longPressed || (event as PointerEvent).pointerType === 'touch')
      return;
    const click = clickAt(event.offsetX, event.offsetY);
    if (click) input.onContextMenu(click);
  };
  const listeners = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerEnd],
    ['pointercancel', onPointerEnd],
    ['click', onClick],
    ['contextmenu', onContextMenu],
  ] as const;
  for (const [name, listener] of listeners)
    input.canvas.addEventListener(name, listener as EventListener);

  const resize = new ResizeObserver(() => {
    stale();
    base.resize();
  });
  resize.observe(baseElement);
  return {
    deck,
    handle,
    view: () => current,
    project(lngLat) {
      const viewport = deck.getViewports()[0];
      return viewport ? (viewport.project([...lngLat]) as [number, number]) : null;
    },
    setBase(tiles) {
      base.setStyle(buildBaseStyle({ tiles }));
    },
    setEditLayers(planes) {
      if (planes.editing.layers.length === 0) {
        flat?.close();
        flat = null;
        live.close();
        editing.close();
        return;
      }
      // Only while the editing canvas draws something: the route player's planes (an empty
      // editing overlay, its icons live) keep the map's canvases as they are.
      if (nothingIn(planes.editing.layers)) {
        flat?.close();
        flat = null;
      } else
        flat ??= createFlatPicture({
          below: input.canvas,
          className: input.editClassName,
          sources: () => {
            const edited = editing.canvas();
            return [
              { canvas: base.getCanvas(), redraw: () => base.redraw() },
              { canvas: input.canvas },
              ...(edited ? [{ canvas: edited }] : []),
            ];
          },
        });
      editing.set(planes.editing.layers, planes.editing.bounds, camera());
      live.set(planes.live.layers, planes.live.bounds, camera());
    },
    destroy() {
      window.clearTimeout(longPress);
      for (const [name, listener] of listeners)
        input.canvas.removeEventListener(name, listener as EventListener);
      resize.disconnect();
      editorInput.destroy();
      meter.stop();
      flat?.close();
      flat = null;
      live.close();
      editing.close();
      deck.finalize();
      base.remove();
    },
  };
}
