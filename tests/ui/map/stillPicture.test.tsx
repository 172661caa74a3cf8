import { describe, expect, it } from 'vitest';
import { paintStill } from '../../../src/ui/map/stillPicture';

/** A canvas placed on screen at `box` (CSS px) with a drawing buffer of `width`×`height`. */
function canvasAt(box: { left: number; top: number; width: number; height: number }, name: string) {
  const canvas = document.createElement('canvas');
  canvas.width = box.width * 2;
  canvas.height = box.height * 2;
  canvas.dataset.name = name;
  canvas.getBoundingClientRect = () => ({ ...box, x: box.left, y: box.top }) as DOMRect;
  document.body.append(canvas);
  return canvas;
}

/** A 2D context that records what is painted, in order. */
function recorder() {
  const painted: unknown[][] = [];
  const context = {
    fillStyle: '' as string | CanvasGradient | CanvasPattern,
    fillRect: (...args: number[]) => painted.push(['fill', context.fillStyle, ...args]),
    drawImage: (canvas: HTMLCanvasElement, ...args: number[]) =>
      painted.push([canvas.dataset.name, ...args]),
  };
  return { context: context as unknown as CanvasRenderingContext2D, painted };
}

describe('the still picture under a vertex drag', () => {
  it('paints the map’s background, then each canvas in stacking order where it lies, in device pixels', () => {
    const map = { left: 100, top: 50, width: 800, height: 600 };
    const over = Object.assign(canvasAt(map, 'fleet'), {});
    Object.defineProperty(over, 'clientWidth', { value: 800 });
    Object.defineProperty(over, 'clientHeight', { value: 600 });
    const base = canvasAt(map, 'base');
    const editing = canvasAt({ left: 300, top: 150, width: 200, height: 100 }, 'editing');
    const { context, painted } = recorder();
    const drawn: string[] = [];
    const source = (canvas: HTMLCanvasElement) => () => {
      drawn.push(canvas.dataset.name!);
      return canvas;
    };
    paintStill(context, over, 'rgb(207, 224, 239)', 2, [
      source(base),
      source(over),
      source(editing),
    ]);
    expect(painted).toEqual([
      ['fill', 'rgb(207, 224, 239)', 0, 0, 1600, 1200],
      ['base', 0, 0, 1600, 1200],
      ['fleet', 0, 0, 1600, 1200],
      ['editing', 400, 200, 400, 200],
    ]);
    expect(drawn).toEqual(['base', 'fleet', 'editing']);
  });

  it('leaves out a canvas that shows nothing: hidden, invisible, removed or not there yet', () => {
    const over = canvasAt({ left: 0, top: 0, width: 10, height: 10 }, 'fleet');
    const hidden = canvasAt({ left: 0, top: 0, width: 10, height: 10 }, 'hidden');
    hidden.hidden = true;
    const invisible = canvasAt({ left: 0, top: 0, width: 10, height: 10 }, 'invisible');
    invisible.style.visibility = 'hidden';
    const removed = canvasAt({ left: 0, top: 0, width: 10, height: 10 }, 'removed');
    removed.remove();
    const { context, painted } = recorder();
    paintStill(context, over, 'white', 1, [
      () => null,
      () => hidden,
      () => invisible,
      () => removed,
      () => over,
    ]);
    expect(painted.map(([what]) => what)).toEqual(['fill', 'fleet']);
  });
});
