/** Pointer travel (px) beyond which a press is a drag, not a click. */
export const CLICK_SLOP_PX = 5;

/**
 * One button press on the map at a time: where it went down, and whether the pointer has since
 * gone beyond the slop. A press that travelled is a drag (a pan, a vertex moved) even when
 * released where it went down: as a click it reached the map, and a pan brought back to its
 * start selected the device under it, a vertex dragged back was deleted.
 */
export function createMapPress() {
  let pressed: { x: number; y: number; travelled: boolean } | null = null;
  const move = (x: number, y: number) => {
    if (pressed && Math.hypot(x - pressed.x, y - pressed.y) > CLICK_SLOP_PX)
      pressed.travelled = true;
  };
  return {
    down(x: number, y: number) {
      pressed = { x, y, travelled: false };
    },
    move,
    /** Where the press went down (null: none yet). */
    start: (): { x: number; y: number } | null => pressed,
    travelled: () => pressed?.travelled ?? false,
    /** Whether a click at `x`, `y` ends a press that never travelled. */
    isClick(x: number, y: number): boolean {
      move(x, y);
      return pressed !== null && !pressed.travelled;
    },
  };
}
