import { describe, expect, it } from 'vitest';
import { editingZoom, fitBounds, type Bounds } from '../../../src/ui/map/fitFrame';

const VIEW = { width: 900, height: 800 };
/** About 4.4 km across, around São Paulo. */
const SHAPE: Bounds = [
  [-46.65, -23.57],
  [-46.61, -23.53],
];

describe('the zoom an editor opens a shape at', () => {
  const fitted = fitBounds(SHAPE, VIEW, 18)!.zoom!;

  it('keeps the camera’s zoom while the shape is big enough to edit', () => {
    expect(editingZoom(SHAPE, VIEW, fitted)).toBe(fitted);
    expect(editingZoom(SHAPE, VIEW, fitted - 1)).toBe(fitted - 1);
  });

  it('zooms in to a shape too small to see; one bigger than the view keeps the zoom', () => {
    expect(editingZoom(SHAPE, VIEW, 3)).toBe(fitted);
    expect(editingZoom(SHAPE, VIEW, fitted + 1)).toBe(fitted + 1);
  });

  it('keeps the zoom in a view too small to fit anything in', () => {
    expect(editingZoom(SHAPE, { width: 20, height: 20 }, 7)).toBe(7);
  });
});
