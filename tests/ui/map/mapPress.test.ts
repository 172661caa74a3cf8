import { describe, expect, it } from 'vitest';
import { CLICK_SLOP_PX, createMapPress } from '../../../src/ui/map/mapPress';

describe('a press on the map', () => {
  it('is a click when released within the slop of where it went down', () => {
    const press = createMapPress();
    press.down(100, 100);
    press.move(102, 101);
    expect(press.isClick(103, 100)).toBe(true);
  });

  it('is a drag once it travelled beyond the slop, even released where it went down', () => {
    // A pan brought back to its start selected the device under it.
    const press = createMapPress();
    press.down(100, 100);
    press.move(100 + CLICK_SLOP_PX + 20, 100);
    expect(press.travelled()).toBe(true);
    expect(press.isClick(100, 100)).toBe(false);
  });

  it('is no click with no press, and a new press starts clean', () => {
    const press = createMapPress();
    expect(press.isClick(0, 0)).toBe(false);
    press.down(0, 0);
    press.move(50, 50);
    press.down(10, 10);
    expect(press.start()).toEqual({ x: 10, y: 10, travelled: false });
    expect(press.isClick(10, 10)).toBe(true);
  });
});
