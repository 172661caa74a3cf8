/**
 * Sizes a canvas's drawing buffer to the canvas's displayed size in device pixels, as luma.gl will
 * (deck's `useDevicePixels`), before deck.gl makes its WebGL context there. Made at the canvas's
 * default 300 × 150, the context was resized by its first frame, and on the software renderer that
 * resize waited for the GPU process to finish all it had queued (the base map's first frames, the
 * shaders): the main thread blocked 3–8 s at startup (bench/app-scale with BENCH_PROFILE, in
 * luma.gl's `_resizeDrawingBufferIfNeeded`).
 */
export function sizeDrawingBuffer(
  canvas: HTMLCanvasElement,
  ratio = globalThis.devicePixelRatio || 1,
): void {
  const { width, height } = canvas.getBoundingClientRect();
  const pixels = (css: number) => Math.max(1, Math.round(css * ratio));
  if (canvas.width !== pixels(width)) canvas.width = pixels(width);
  if (canvas.height !== pixels(height)) canvas.height = pixels(height);
}
