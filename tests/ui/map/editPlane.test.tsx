import type { MapViewState } from '@deck.gl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every deck the plane makes, with the sizes its props asked for (its drawing buffer's). */
const decks: { props: Record<string, unknown>; sizes: string[]; buffer: string }[] = [];

vi.mock('@deck.gl/core', () => {
  class Deck {
    props: Record<string, unknown>;
    sizes: string[] = [];
    /** The canvas's drawing buffer when the deck (and its WebGL context) was made. */
    buffer: string;
    constructor(props: Record<string, unknown>) {
      this.props = props;
      const canvas = props['canvas'] as HTMLCanvasElement;
      this.buffer = `${canvas.width}x${canvas.height}`;
      this.sizes.push(`${String(props['width'])}x${String(props['height'])}`);
      decks.push(this);
    }
    setProps(props: Record<string, unknown>) {
      this.props = { ...this.props, ...props };
      const size = `${String(this.props['width'])}x${String(this.props['height'])}`;
      if (size !== this.sizes.at(-1)) this.sizes.push(size);
    }
    finalize() {}
  }
  class MapView {}
  return { Deck, MapView };
});

const editPlaneModule = await import('../../../src/ui/map/editPlane');
const { createEditPlane, GROWN_FROM_PX } = editPlaneModule;

// A degree is 100 px, y down; the map is 1000 × 800.
const viewport = {
  project: ([lon, lat]: number[]) => [lon! * 100, -lat! * 100],
  unproject: ([x, y]: number[]) => [x! / 100, -y! / 100],
};
const camera = (view: MapViewState) => ({ view, viewport, map: { width: 1000, height: 800 } });
const VIEW: MapViewState = { longitude: 5, latitude: -4, zoom: 10 };
/** A layer with something to draw, or nothing. */
const layer = (data: unknown[]) => ({ props: { data } }) as never;
/** Bounds of a box from (x, y) px, w × h px wide. */
const at = (x: number, y: number, w: number, h: number) =>
  [
    [x / 100, -(y + h) / 100],
    [(x + w) / 100, -y / 100],
  ] as [[number, number], [number, number]];

describe('the live canvas (a growing edit plane)', () => {
  let below: HTMLElement;
  beforeEach(() => {
    decks.length = 0;
    document.body.innerHTML = '';
    below = document.createElement('canvas');
    document.body.append(below);
  });
  const livePlane = () => createEditPlane(() => below, 'edit', { name: 'live', grow: true });

  it('makes its drawing buffer once: camera steps, a hover and a drag do not resize it', () => {
    const plane = livePlane();
    // The editor opens: nothing live yet, then the map flies to the shape.
    plane.set([layer([])], null, camera(VIEW));
    for (let step = 1; step <= 5; step += 1) plane.place(camera({ ...VIEW, zoom: 10 + step / 10 }));
    const flown = { ...VIEW, zoom: 10.5 };
    // The marker where a vertex would go, then a vertex dragged with its two edges.
    plane.set([layer([1])], at(600, 400, 2, 2), camera(flown));
    plane.set([layer([1, 2])], at(500, 300, 300, 150), camera(flown));
    expect(decks).toHaveLength(1);
    expect(decks[0]!.sizes).toEqual([`${GROWN_FROM_PX}x${GROWN_FROM_PX}`]);
  });

  it('has its drawing buffer that size before its WebGL context is made (no resize at its first frame)', () => {
    const plane = livePlane();
    plane.set([layer([])], null, camera(VIEW));
    expect(decks[0]!.buffer).toBe(`${GROWN_FROM_PX}x${GROWN_FROM_PX}`);
    const editing = createEditPlane(() => below, 'edit', { name: 'editing' });
    editing.set([layer([])], null, camera(VIEW));
    expect(decks[1]!.buffer).toBe('1x1');
  });

  it('stays where it is while what it draws stays within it', () => {
    const plane = livePlane();
    plane.set([layer([1])], at(600, 400, 20, 20), camera(VIEW));
    const canvas = plane.canvas()!;
    const placed = { left: canvas.style.left, top: canvas.style.top };
    const viewState = decks[0]!.props['viewState'];
    // A drag's next steps, a few pixels each.
    for (let step = 1; step <= 10; step += 1)
      plane.set([layer([step])], at(600 + step * 4, 400 + step * 3, 20, 20), camera(VIEW));
    expect({ left: canvas.style.left, top: canvas.style.top }).toEqual(placed);
    expect(decks[0]!.props['viewState']).toBe(viewState);
    // Past its edge it moves, centred on what it draws.
    plane.set([layer([0])], at(100, 100, 20, 20), camera(VIEW));
    expect(canvas.style.left).not.toBe(placed.left);
  });

  it('stays as large as it was while what it draws is off the map (the camera flying elsewhere)', () => {
    const plane = livePlane();
    plane.set([layer([1])], at(600, 400, 20, 20), camera(VIEW));
    const canvas = plane.canvas()!;
    // The player's icon, off the map during the opening flight, then back in view.
    plane.set([layer([2])], at(5000, 4000, 20, 20), camera(VIEW));
    expect(canvas.hidden).toBe(true);
    for (let step = 1; step <= 3; step += 1) plane.place(camera({ ...VIEW, zoom: 10 - step / 10 }));
    plane.set([layer([3])], at(300, 200, 20, 20), camera({ ...VIEW, zoom: 9.7 }));
    expect(canvas.hidden).toBe(false);
    expect(decks[0]!.sizes).toEqual([`${GROWN_FROM_PX}x${GROWN_FROM_PX}`]);
  });

  it('grows by whole steps when what it draws is wider than it', () => {
    const plane = livePlane();
    plane.set([layer([1])], at(100, 100, 600, 100), camera(VIEW));
    expect(decks[0]!.sizes.at(-1)).toBe(`768x${GROWN_FROM_PX}`);
  });
});

describe("an edit plane's WebGL context", () => {
  beforeEach(() => {
    decks.length = 0;
    document.body.innerHTML = '';
    document.body.append(document.createElement('canvas'));
  });
  const below = () => document.body.firstElementChild!;

  it('is made with the attributes it is given (the live canvas: no multisampling, no copy)', () => {
    const { LIVE_CONTEXT } = editPlaneModule;
    const live = createEditPlane(below, 'edit', {
      name: 'live',
      grow: true,
      context: LIVE_CONTEXT,
    });
    live.set([layer([1])], at(600, 400, 20, 20), camera(VIEW));
    expect(decks[0]!.props['deviceProps']).toEqual({
      webgl: { antialias: false, depth: false, stencil: false, preserveDrawingBuffer: false },
    });
  });

  it("keeps the browser's defaults otherwise (the editing canvas's smoothed outline)", () => {
    const editing = createEditPlane(below, 'edit', { name: 'editing' });
    editing.set([layer([1])], at(600, 400, 20, 20), camera(VIEW));
    expect(decks[0]!.props['deviceProps']).toBeUndefined();
  });
});
