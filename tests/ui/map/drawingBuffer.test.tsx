import { describe, expect, it } from 'vitest';
import { sizeDrawingBuffer } from '../../../src/ui/map/drawingBuffer';

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.getBoundingClientRect = () => ({ width, height }) as DOMRect;
  return canvas;
}

describe('the map canvas’s drawing buffer', () => {
  it('is sized to the displayed size in device pixels before a context is made there', () => {
    // At the default 300 × 150, deck's first frame resized the context and, on the software
    // renderer, waited for the GPU process: 3–8 s of main thread at startup.
    const canvas = canvasOf(1440, 844);
    expect([canvas.width, canvas.height]).toEqual([300, 150]);
    sizeDrawingBuffer(canvas, 1);
    expect([canvas.width, canvas.height]).toEqual([1440, 844]);
    const sharp = canvasOf(390.4, 700);
    sizeDrawingBuffer(sharp, 2);
    expect([sharp.width, sharp.height]).toEqual([781, 1400]);
  });

  it('is at least a pixel while the canvas is not laid out yet', () => {
    const hidden = canvasOf(0, 0);
    sizeDrawingBuffer(hidden, 1);
    expect([hidden.width, hidden.height]).toEqual([1, 1]);
  });
});
