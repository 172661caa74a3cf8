/**
 * While the geofence editor is open, the map's resting canvases (the base map, the fleet, the
 * editing canvas) shown as one opaque picture. Under the software renderer the display compositor
 * draws every visible canvas again at each frame anything changes: a vertex drag redrew the base
 * map's, the fleet's and the editing canvas's quads (2.9 Mpx of the 3.8 Mpx a frame at 1440×900,
 * bench/management-lists-10k) for the few hundred pixels of the live canvas that moved. With the
 * picture shown, those canvases are transparent (opacity 0: left out of the frame, their pixels,
 * WebGL contexts and the fleet's pointer input kept) and one opaque canvas is drawn instead.
 *
 * It is never stale: whatever redraws one of the canvases (a camera step, positions arriving, a
 * tile, the editing layers) calls `stale()` in the task that drew it, which shows the canvases
 * themselves again at once (the same frame); once they have rested `REST_MS` the picture is taken
 * again. Taking it copies them on the GPU (an accelerated 2D canvas drawing WebGL canvases; the
 * base map is drawn once more, synchronously, as its drawing buffer is not preserved).
 */

/** How long the canvases must rest before the picture is taken again (ms). */
export const REST_MS = 150;

/** A canvas the picture shows, and how to draw it first when its buffer is not kept. */
export interface PictureSource {
  canvas: HTMLCanvasElement;
  /** Draws the canvas again, synchronously (its drawing buffer is not preserved). */
  redraw?(): void;
}

export interface FlatPicture {
  /** One of the sources changed or is about to: they show again, the picture waits for rest. */
  stale(): void;
  /** The picture's canvas (while open). */
  canvas(): HTMLCanvasElement;
  /** Whether the picture shows now (the sources transparent). */
  shown(): boolean;
  /** Shows the sources again and removes the picture. */
  close(): void;
}

/** Whether a canvas shows anything now (a hidden editing canvas is left out of the picture). */
const seen = (canvas: HTMLCanvasElement) =>
  canvas.isConnected && !canvas.hidden && canvas.style.visibility !== 'hidden';

/**
 * Opens the picture, inserted after `below` (above the fleet, under the editing canvas, which
 * `sources` lists bottom to top; the live canvas stays above it, redrawn at each pointer step).
 */
export function createFlatPicture(input: {
  below: Element;
  className: string;
  sources: () => PictureSource[];
  restMs?: number;
}): FlatPicture {
  const picture = document.createElement('canvas');
  picture.className = input.className;
  picture.dataset.editCanvas = 'flat';
  picture.style.visibility = 'hidden';
  input.below.after(picture);
  let context: CanvasRenderingContext2D | null = null;
  /** The sources made transparent while the picture shows. */
  let hidden: HTMLCanvasElement[] = [];
  let timer = 0;
  let taking = false;
  let closed = false;
  /** Pictures taken so far (`data-taken`, read by bench/management-lists-10k and the e2e). */
  let taken = 0;

  const show = (sources: HTMLCanvasElement[]) => {
    picture.style.visibility = '';
    hidden = sources;
    for (const canvas of sources) canvas.style.opacity = '0';
  };
  const unshow = () => {
    for (const canvas of hidden) canvas.style.opacity = '';
    hidden = [];
    picture.style.visibility = 'hidden';
  };

  const take = () => {
    timer = 0;
    if (closed) return;
    const sources = input.sources().filter((source) => seen(source.canvas));
    const box = picture.getBoundingClientRect();
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(box.width * ratio));
    const height = Math.max(1, Math.round(box.height * ratio));
    if (picture.width !== width) picture.width = width;
    if (picture.height !== height) picture.height = height;
    context ??= picture.getContext('2d', { alpha: false });
    if (!context || sources.length === 0) return;
    taking = true;
    try {
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      for (const source of sources) {
        source.redraw?.();
        const at = source.canvas.getBoundingClientRect();
        context.drawImage(
          source.canvas,
          at.left - box.left,
          at.top - box.top,
          source.canvas.clientWidth,
          source.canvas.clientHeight,
        );
      }
    } finally {
      taking = false;
    }
    taken += 1;
    picture.dataset.taken = String(taken);
    show(sources.map((source) => source.canvas));
  };

  const stale = () => {
    // The picture's own redraw of the base map reports as a change: not one.
    if (taking || closed) return;
    unshow();
    window.clearTimeout(timer);
    timer = window.setTimeout(take, input.restMs ?? REST_MS);
  };
  stale();

  return {
    stale,
    canvas: () => picture,
    shown: () => picture.style.visibility !== 'hidden',
    close() {
      if (closed) return;
      closed = true;
      window.clearTimeout(timer);
      unshow();
      picture.width = 0;
      picture.height = 0;
      picture.remove();
    },
  };
}
