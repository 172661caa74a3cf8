import { describe, expect, it } from 'vitest';
import { centredOn, editCanvasBox, grownSize, within } from '../../../src/ui/map/editCanvasBox';

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

  it('keeps the room it is told around the bounds (the player’s icons reach 32 px)', () => {
    // An icon's place at (300, 200) on screen: 300 − 32 = 268 snaps down to 256, up to 352.
    expect(
      editCanvasBox(
        [
          [3, -2],
          [3, -2],
        ],
        project,
        MAP,
        32,
      ),
    ).toEqual({ left: 256, top: 160, width: 96, height: 96 });
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

describe('a growing canvas over its box', () => {
  const box = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    width,
    height,
  });

  it('keeps its size while the box fits, grows by whole 128 px steps, never past the map', () => {
    const size = { width: 512, height: 512 };
    expect(grownSize(size, box(0, 0, 300, 500), MAP)).toEqual(size);
    expect(grownSize(size, box(0, 0, 600, 100), MAP)).toEqual({ width: 640, height: 512 });
    expect(grownSize(size, box(0, 0, 990, 790), MAP)).toEqual({ width: 1000, height: 800 });
  });

  it('tells a box lying wholly within another', () => {
    expect(within(box(10, 10, 20, 20), box(0, 0, 30, 30))).toBe(true);
    expect(within(box(10, 10, 21, 20), box(0, 0, 30, 30))).toBe(false);
    expect(within(box(-1, 10, 5, 5), box(0, 0, 30, 30))).toBe(false);
  });

  it('centres on the box, kept on the map', () => {
    const size = { width: 512, height: 512 };
    expect(centredOn(box(400, 300, 20, 20), size, MAP)).toEqual(box(154, 54, 512, 512));
    expect(centredOn(box(0, 0, 20, 20), size, MAP)).toEqual(box(0, 0, 512, 512));
    expect(centredOn(box(980, 780, 20, 20), size, MAP)).toEqual(box(488, 288, 512, 512));
  });
});
