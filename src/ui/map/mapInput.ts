import type { Deck, MapView } from '@deck.gl/core';
import { createMapPress } from './mapPress';

/** One pointer event on the map, as an editor receives it. */
export interface MapPointer {
  /** Canvas pixels. */
  x: number;
  y: number;
  /** [longitude, latitude] under the pointer. */
  lngLat: [number, number];
  /** Where a [longitude, latitude] is on the canvas, in pixels. */
  project(lngLat: readonly [number, number]): [number, number];
  /** Keeps the map from panning with this drag: the editor moves something instead. */
  cancelPan(): void;
  /** The pointer event from the browser. */
  source: Event | null;
}

/** An editor that takes the map's pointer input (the geofence editor). */
export interface MapInputHandler {
  click?(pointer: MapPointer): void;
  pointerMove?(pointer: MapPointer): void;
  dragStart?(pointer: MapPointer): void;
  drag?(pointer: MapPointer): void;
  dragEnd?(pointer: MapPointer): void;
  /** The cursor to show, or null for the map's own. */
  cursor?(): string | null;
}

/** mjolnir's event, as deck's event manager hands it out (only what is read here). */
interface DeckInputEvent {
  offsetCenter: { x: number; y: number };
  srcEvent: Event;
  stopImmediatePropagation(): void;
}
type Handlers = Record<string, (event: DeckInputEvent) => void>;
interface EventManager {
  on(handlers: Handlers, options?: { priority: number }): void;
  off(handlers: Handlers): void;
}

/** Ahead of deck's controller (priority 0), so an editor's drag can stop the map's pan. */
const PRIORITY = 100;

/**
 * The map's pointer input for editors (PITFALLS.md: deck must own input for @nebula.gl modes).
 * While an editor holds it, deck's event manager hands it moves and drags first, with map and
 * screen coordinates (editors find what is under the pointer on the CPU, no GPU pick), so it can
 * cancel the map's pan; clicks come from the canvas's own click
 * event (deck's tap recognizer was seen to drop clicks, as createMapStage notes). Double-click
 * no longer zooms (it closes a polygon), and the fleet's own clicks pause (`captured()`).
 */
export function createMapInput(deck: Deck<MapView>, canvas: HTMLCanvasElement) {
  let handler: MapInputHandler | null = null;
  let attached: EventManager | null = null;
  let frame = 0;
  const press = createMapPress();
  const pointerAt = (
    x: number,
    y: number,
    source: Event | null,
    cancelPan: () => void,
  ): MapPointer => {
    const viewport = deck.getViewports()[0];
    const [lon = 0, lat = 0] = viewport ? (viewport.unproject([x, y]) as number[]) : [];
    return {
      x,
      y,
      lngLat: [lon, lat],
      project: (lngLat) =>
        viewport ? (viewport.project([...lngLat]) as [number, number]) : [x, y],
      cancelPan,
      source,
    };
  };
  const forward =
    (name: 'pointerMove' | 'dragStart' | 'drag' | 'dragEnd') =>
    (event: DeckInputEvent): void => {
      // A drag starts where the button went down: the pan is recognised only a step later,
      // and what the press was on (a vertex handle) decides what the drag moves.
      const { x, y } = (name === 'dragStart' && press.start()) || event.offsetCenter;
      if (name === 'drag') press.move(x, y);
      handler?.[name]?.(pointerAt(x, y, event.srcEvent, () => event.stopImmediatePropagation()));
    };
  const handlers: Handlers = {
    // A double-click is the editor's (it closes a polygon): the map's controller never sees it.
    dblclick: (event) => event.stopImmediatePropagation(),
    // The editor answers hovering: deck's own hover pick (a synchronous read back of every
    // pickable layer of the fleet) would stall each move for nothing while an editor holds input.
    pointermove: (event) => {
      forward('pointerMove')(event);
      event.stopImmediatePropagation();
    },
    panstart: forward('dragStart'),
    panmove: forward('drag'),
    panend: forward('dragEnd'),
  };
  const onPointerDown = (event: PointerEvent) => press.down(event.offsetX, event.offsetY);
  const onPointerMove = (event: PointerEvent) => press.move(event.offsetX, event.offsetY);
  const onClick = (event: MouseEvent) => {
    const { offsetX: x, offsetY: y } = event;
    if (press.isClick(x, y)) handler?.click?.(pointerAt(x, y, event, () => undefined));
  };
  // deck's event manager is protected in its types (nebula's editable layers reach it too), and
  // exists only once deck has its canvas: attach on the first frame that has it.
  const events = () => (deck as unknown as { eventManager: EventManager | null }).eventManager;
  const attach = () => {
    const manager = events();
    if (!manager) {
      frame = requestAnimationFrame(attach);
      return;
    }
    manager.on(handlers, { priority: PRIORITY });
    attached = manager;
  };
  const detach = () => {
    cancelAnimationFrame(frame);
    attached?.off(handlers);
    attached = null;
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('click', onClick);
  };
  const mapCursor = deck.props.getCursor;

  return {
    /** Hands the input to `editor` until the returned function is called. */
    capture(editor: MapInputHandler): () => void {
      detach();
      handler = editor;
      deck.setProps({ getCursor: (state) => editor.cursor?.() ?? mapCursor(state) });
      canvas.addEventListener('pointerdown', onPointerDown);
      canvas.addEventListener('pointermove', onPointerMove);
      canvas.addEventListener('click', onClick);
      attach();
      return () => {
        if (handler !== editor) return;
        handler = null;
        detach();
        deck.setProps({ getCursor: mapCursor });
      };
    },
    /** Whether an editor holds the input (the fleet's clicks wait). */
    captured: () => handler !== null,
    destroy: detach,
  };
}
