/**
 * One opaque picture of everything under the live canvas (base map, fleet, editing canvas),
 * shown while that stays still (a vertex drag). Under the software renderer each frame with any
 * change composites every canvas on the page, and each full-size transparent one costs a blend
 * of all its pixels (a probe at 1440×900, three stacked WebGL canvases and a small changing one:
 * 8–9 fps, the same under one opaque 2D canvas: 27–34, none at all: 22–31). An opaque canvas
 * above them hides them from the compositor: a drag step composites the picture and the live
 * canvas only.
 */

/** A canvas to copy from, drawn just now (a WebGL canvas's pixels last only the task it drew in). */
export type StillSource = () => HTMLCanvasElement | null;

export interface StillPicture {
  /** Draws each source (in stacking order, the lowest first) into the picture and shows it. */
  take(sources: StillSource[]): void;
  /** Removes the picture (what it covered shows again). */
  drop(): void;
  shown(): boolean;
}

const visible = (canvas: HTMLCanvasElement) =>
  !canvas.hidden && canvas.style.visibility !== 'hidden' && canvas.isConnected;

/**
 * Paints `sources` over `background` at the place each has on screen relative to `over` (the
 * map's canvas, which the picture covers exactly), scaled by `ratio` (device pixels per CSS px).
 */
export function paintStill(
  context: Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'drawImage'>,
  over: { getBoundingClientRect(): DOMRect; clientWidth: number; clientHeight: number },
  background: string,
  ratio: number,
  sources: StillSource[],
): void {
  const origin = over.getBoundingClientRect();
  context.fillStyle = background;
  context.fillRect(0, 0, over.clientWidth * ratio, over.clientHeight * ratio);
  for (const source of sources) {
    const canvas = source();
    if (!canvas || !visible(canvas) || canvas.width === 0 || canvas.height === 0) continue;
    const box = canvas.getBoundingClientRect();
    context.drawImage(
      canvas,
      (box.left - origin.left) * ratio,
      (box.top - origin.top) * ratio,
      box.width * ratio,
      box.height * ratio,
    );
  }
}

/**
 * The picture's canvas is made at each `take`, inserted after `below()` (under the live canvas),
 * the size of `over`, transparent to the pointer (`className`), `data-edit-canvas="still"`.
 */
export function createStillPicture(
  over: HTMLCanvasElement,
  below: () => Element,
  className: string,
): StillPicture {
  let picture: HTMLCanvasElement | null = null;
  const drop = () => {
    picture?.remove();
    picture = null;
  };
  return {
    take(sources) {
      drop();
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.className = className;
      canvas.dataset.editCanvas = 'still';
      canvas.width = Math.round(over.clientWidth * ratio);
      canvas.height = Math.round(over.clientHeight * ratio);
      // Opaque: the compositor then draws nothing of what it covers.
      const context = canvas.getContext('2d', { alpha: false });
      if (!context) return;
      const background = getComputedStyle(over.parentElement ?? over).backgroundColor;
      paintStill(context, over, background, ratio, sources);
      below().after(canvas);
      picture = canvas;
    },
    drop,
    shown: () => picture !== null,
  };
}
