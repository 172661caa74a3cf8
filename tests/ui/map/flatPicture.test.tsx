import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlatPicture, REST_MS, type PictureSource } from '../../../src/ui/map/flatPicture';

/** What the picture's 2D context was asked to draw: each source's role and where. */
let drawn: string[] = [];

const canvasAt = (role: string, left: number, top: number, width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.dataset.role = role;
  canvas.getBoundingClientRect = () => ({ left, top, width, height }) as DOMRect;
  Object.defineProperty(canvas, 'clientWidth', { value: width });
  Object.defineProperty(canvas, 'clientHeight', { value: height });
  return canvas;
};

describe('the flat picture of the resting map (flatPicture)', () => {
  let map: HTMLDivElement;
  let base: HTMLCanvasElement;
  let fleet: HTMLCanvasElement;
  let editing: HTMLCanvasElement;
  let sources: PictureSource[];
  let redraws: number;

  beforeEach(() => {
    vi.useFakeTimers();
    drawn = [];
    redraws = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return {
        setTransform: () => undefined,
        drawImage: (source: HTMLCanvasElement, x: number, y: number, w: number, h: number) =>
          drawn.push(`${source.dataset.role} ${x},${y} ${w}x${h}`),
      } as never;
    });
    document.body.innerHTML = '';
    map = document.createElement('div');
    base = canvasAt('base', 10, 20, 1000, 800);
    fleet = canvasAt('fleet', 10, 20, 1000, 800);
    editing = canvasAt('editing', 310, 220, 256, 128);
    map.append(base, fleet, editing);
    document.body.append(map);
    sources = [
      { canvas: base, redraw: () => (redraws += 1) },
      { canvas: fleet },
      { canvas: editing },
    ];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const open = () => {
    const picture = createFlatPicture({ below: fleet, className: 'edit', sources: () => sources });
    picture.canvas().getBoundingClientRect = () =>
      ({ left: 10, top: 20, width: 1000, height: 800 }) as DOMRect;
    return picture;
  };
  const transparent = () => [base, fleet, editing].filter((c) => c.style.opacity === '0').length;

  it('is taken once the canvases rest, above the fleet: each drawn where it lies, the base redrawn first', () => {
    const picture = open();
    expect(fleet.nextElementSibling).toBe(picture.canvas());
    expect(picture.shown()).toBe(false);
    vi.advanceTimersByTime(REST_MS - 1);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(redraws).toBe(1);
    expect(drawn).toEqual(['base 0,0 1000x800', 'fleet 0,0 1000x800', 'editing 300,200 256x128']);
    expect(picture.shown()).toBe(true);
    expect(transparent()).toBe(3);
    expect(picture.canvas().width).toBe(1000);
  });

  it('a change shows the canvases again at once, and the picture is taken again after rest', () => {
    const picture = open();
    vi.advanceTimersByTime(REST_MS);
    drawn = [];
    picture.stale();
    expect(picture.shown()).toBe(false);
    expect(transparent()).toBe(0);
    // Changes keep coming (a camera move): no picture while they do.
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(REST_MS / 2);
      picture.stale();
    }
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(REST_MS);
    expect(drawn).toHaveLength(3);
    expect(picture.shown()).toBe(true);
  });

  it('the base map drawn again for the picture is no change', () => {
    sources[0] = { canvas: base, redraw: () => picture.stale() };
    const picture = open();
    vi.advanceTimersByTime(REST_MS);
    expect(picture.shown()).toBe(true);
    vi.advanceTimersByTime(REST_MS * 4);
    expect(drawn).toHaveLength(3);
  });

  it('leaves out a hidden canvas (an editing canvas with nothing to draw)', () => {
    editing.style.visibility = 'hidden';
    open();
    vi.advanceTimersByTime(REST_MS);
    expect(drawn.map((line) => line.split(' ')[0])).toEqual(['base', 'fleet']);
    expect(editing.style.opacity).toBe('');
  });

  it('closed, it shows the canvases and goes, and is never taken again', () => {
    const picture = open();
    vi.advanceTimersByTime(REST_MS);
    picture.close();
    expect(transparent()).toBe(0);
    expect(picture.canvas().isConnected).toBe(false);
    drawn = [];
    picture.stale();
    vi.advanceTimersByTime(REST_MS * 2);
    expect(drawn).toEqual([]);
  });
});
