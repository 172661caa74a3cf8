import { Deck, MapView, type DeckProps, type Layer, type MapViewState } from '@deck.gl/core';
import { centredOn, editCanvasBox, grownSize, within, type CanvasBox } from './editCanvasBox';
import type { Bounds } from './fitFrame';

/** luma.gl's device, as deck hands it out (luma.gl is deck's dependency, not ours). */
type Device = Parameters<NonNullable<DeckProps['onDeviceInitialized']>>[0];

/** Where the map's camera is, for a plane to draw the very pixels the map would. */
export interface PlaneCamera {
  view: MapViewState;
  /** The map's viewport now (undefined before its first frame). */
  viewport: { project(lngLat: number[]): number[]; unproject(xy: number[]): number[] } | undefined;
  map: { width: number; height: number };
}

export interface EditPlane {
  /**
   * Draws `layers` on the plane's canvas, which covers only where `bounds` lie on screen (the
   * whole map when null). The same layers again (one by one) change nothing.
   */
  set(layers: Layer[], bounds: Bounds | null, camera: PlaneCamera): void;
  /** Follows the map's camera. */
  place(camera: PlaneCamera): void;
  /** The plane's canvas, while it has one. */
  canvas(): HTMLCanvasElement | null;
  /** Gives the canvas's WebGL context back (the GPU process's memory) and removes it. */
  close(): void;
}

/**
 * The WebGL context of the plane redrawn at every pointer step (the live canvas), cheaper per
 * frame under the software renderer: no multisampling (a buffer of 4 samples a pixel cleared,
 * drawn and resolved at each frame, for two edges and a handle whose discs smooth their own
 * edges), no depth or stencil buffer (cleared at each frame; flat layers, drawn in order), and no
 * preserved drawing buffer (luma.gl asks for one: a copy of the whole buffer at each frame).
 */
export const LIVE_CONTEXT: WebGLContextAttributes = {
  antialias: false,
  depth: false,
  stencil: false,
  preserveDrawingBuffer: false,
};

/**
 * The room the live canvas keeps around its layers' bounds (px): the route player's icons reach
 * this far from their places (disc, course pointer, the hover ring). Pixels, not degrees: bounds
 * padded in degrees at one zoom clipped the icons once the camera zoomed out.
 */
export const LIVE_MARGIN_PX = 32;

/** A growing plane's first drawing buffer (px, square; the map's size when smaller). */
export const GROWN_FROM_PX = 512;

const sameBounds = (a: Bounds | null, b: Bounds | null) =>
  a === b || (a !== null && b !== null && a.flat().every((value, i) => value === b.flat()[i]));

/** Whether none of `layers` has anything to draw. */
export const nothingIn = (layers: readonly Layer[]) =>
  layers.every((layer) => Array.isArray(layer.props.data) && layer.props.data.length === 0);

/**
 * One canvas above the map (inserted after `below`, transparent to the pointer) with a deck of
 * its own following the map's camera: an editor's layers drawn there are redrawn alone, never the
 * fleet. Canvas and WebGL context are made on the first `set` and live until `close`; while its
 * layers have nothing to draw the canvas is invisible (nothing to composite) and stays where it
 * was. `grow`: the canvas never shrinks while it lives, it moves (the live canvas, following a
 * dragged vertex: resizing a WebGL drawing buffer took 100–900 ms under the software renderer,
 * 1.76 s at a drag's start while the GPU process was busy with the hover's frames); its drawing
 * buffer is made `GROWN_FROM_PX` square from the start (a dragged vertex's two edges of a
 * 1,000-vertex polygon fit), so a drag does not resize it, and grows past that by whole steps.
 */
export function createEditPlane(
  below: () => Element,
  className: string,
  /**
   * `name`: the canvas's `data-edit-canvas` (for tests); `context`: WebGL context attributes
   * (`LIVE_CONTEXT`), the browser's and luma.gl's defaults otherwise; `margin`: the room (px)
   * kept around the bounds (`editCanvasBox`'s margin unless told); `onDraw`: after each frame.
   */
  options: {
    name: string;
    grow?: boolean;
    context?: WebGLContextAttributes;
    margin?: number;
    /** After each frame the plane's deck draws. */
    onDraw?: () => void;
  },
): EditPlane {
  let deck: Deck<MapView> | null = null;
  let device: Device | null = null;
  let bounds: Bounds | null = null;
  let shown: Layer[] = [];
  /** Whether `shown` has nothing to draw (the canvas is then unseen). */
  let empty = true;
  let size = { width: 0, height: 0 };
  /** Where a growing plane's canvas is, and the camera it was placed for. */
  let placed: (CanvasBox & { view: MapViewState }) | null = null;

  const open = (camera: PlaneCamera) => {
    const canvas = document.createElement('canvas');
    canvas.className = className;
    canvas.dataset.editCanvas = options.name;
    below().after(canvas);
    // Sized where it is placed: a first drawing buffer the size of the map, for nothing. A
    // growing plane's is the size it keeps, made while nothing is drawn yet.
    if (options.grow)
      size = {
        width: Math.min(GROWN_FROM_PX, camera.map.width),
        height: Math.min(GROWN_FROM_PX, camera.map.height),
      };
    // Its drawing buffer made that size before the context: at the canvas's default 300 × 150,
    // deck's first frame resized it, and under the software renderer that resize waited for the
    // GPU process (2–8 s of main thread while a route loaded, luma.gl's
    // _resizeDrawingBufferIfNeeded), as the map's own canvas did (drawingBuffer.ts).
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(size.width * ratio));
    canvas.height = Math.max(1, Math.round(size.height * ratio));
    return new Deck<MapView>({
      canvas,
      views: new MapView({ repeat: true }),
      viewState: camera.view,
      width: Math.max(1, size.width),
      height: Math.max(1, size.height),
      controller: false,
      ...(options.context && { deviceProps: { webgl: options.context } }),
      onDeviceInitialized: (initialized) => (device = initialized),
      ...(options.onDraw && { onAfterRender: options.onDraw }),
      layers: [],
    });
  };

  /**
   * Puts the canvas over where its layers lie (the whole map when anywhere), its deck's camera
   * centred there: same zoom, so it draws the very pixels the map's camera would.
   */
  const place = ({ view, viewport, map }: PlaneCamera) => {
    // Nothing to draw: unseen, it stays as it is. Placed, an empty live canvas followed the
    // camera's steps (the flight to the shape) over the whole map (no bounds) and, growing,
    // stayed the map's size for good: redrawn and blended whole at each pointer step.
    if (!deck || empty) return;
    const canvas = deck.props.canvas as HTMLCanvasElement;
    const project = (lngLat: [number, number]) => viewport!.project(lngLat) as [number, number];
    let box = bounds && viewport ? editCanvasBox(bounds, project, map, options.margin) : null;
    // Off the map (the player's icon while the camera flies elsewhere): unseen, it stays where
    // and as large as it was. Taken for "anywhere", a growing canvas became the map's size for
    // good, and every later frame redrew and blended it whole.
    canvas.hidden = bounds !== null && viewport !== undefined && box === null;
    if (canvas.hidden) return;
    // deck sets the canvas's CSS size from its width and height props on every setProps.
    if (!box || !viewport) {
      placed = null;
      size = { width: map.width, height: map.height };
      Object.assign(canvas.style, { left: '0px', top: '0px' });
      deck.setProps({ width: '100%', height: '100%', viewState: view });
      return;
    }
    if (options.grow) {
      size = grownSize(size, box, map);
      // Still over the box, same camera and size: it stays (a pointer step moves no layer).
      const stays =
        placed?.view === view &&
        placed.width === size.width &&
        placed.height === size.height &&
        within(box, placed);
      if (stays) return;
      box = centredOn(box, size, map);
      placed = { view, ...box };
    }
    Object.assign(canvas.style, { left: `${box.left}px`, top: `${box.top}px` });
    const [longitude, latitude] = viewport.unproject([
      box.left + box.width / 2,
      box.top + box.height / 2,
    ]) as [number, number];
    deck.setProps({
      width: box.width,
      height: box.height,
      viewState: { ...view, longitude, latitude },
    });
  };

  return {
    set(layers, next, camera) {
      const same =
        deck !== null &&
        layers.length === shown.length &&
        layers.every((layer, i) => layer === shown[i]) &&
        sameBounds(next, bounds);
      if (same) return;
      deck ??= open(camera);
      shown = layers;
      empty = nothingIn(layers);
      // Nothing to draw: the canvas stays where it was (no resize), unseen.
      (deck.props.canvas as HTMLCanvasElement).style.visibility = empty ? 'hidden' : '';
      if (!empty) {
        bounds = next;
        place(camera);
      }
      deck.setProps({ layers });
    },
    place,
    canvas: () => (deck ? (deck.props.canvas as HTMLCanvasElement) : null),
    close() {
      if (!deck) return;
      const context = device;
      device = null;
      const canvas = deck.props.canvas as HTMLCanvasElement;
      deck.finalize();
      deck = null;
      shown = [];
      empty = true;
      placed = null;
      bounds = null;
      size = { width: 0, height: 0 };
      // deck leaves the device (and its context) to whoever passed the canvas: here, this plane.
      context?.destroy();
      if (context) canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
      canvas.remove();
    },
  };
}
