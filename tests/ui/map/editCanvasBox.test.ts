import { describe, expect, it } from 'vitest';
import { editCanvasBox } from '../../../src/ui/map/editCanvasBox';

// A degree is 100 px, y down; the map is 1000 × 800.
const project = ([lon, lat]: [number, number]): [number, number] => [lon * 100, -lat * 100];
const MAP = { width: 1000, height: 800 };

describe('the editing canvas over the edited shape only', () => {
  it('covers the shape’s screen box with room for the handles, on a 32 px grid', () => {
    // x 200–500, y 100–400 on screen.
    const box = editCanvasBox(
      [
        [2, -4],
        [5, -1],
      ],
      project,
      MAP,
    );
    expect(box).toEqual({ left: 160, top: 64, width: 384, height: 352 });
  });

  it('is clipped to the map, and null when the shape is off it', () => {
    expect(
      editCanvasBox(
        [
          [-1, -9],
          [20, 1],
        ],
        project,
        MAP,
      ),
    ).toEqual({ left: 0, top: 0, width: 1000, height: 800 });
    expect(
      editCanvasBox(
        [
          [20, -4],
          [25, -1],
        ],
        project,
        MAP,
      ),
    ).toBeNull();
  });
});
