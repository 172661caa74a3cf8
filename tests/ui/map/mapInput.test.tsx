import type { Deck, MapView } from '@deck.gl/core';
import { describe, expect, it, vi } from 'vitest';
import { createMapInput } from '../../../src/ui/map/mapInput';

/** A deck whose event manager keeps the editor's handlers, and its canvas. */
function stage() {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const handlers: Record<string, (event: unknown) => void>[] = [];
  const deck = {
    props: { getCursor: () => 'grab' },
    setProps: vi.fn(),
    getViewports: () => [],
    eventManager: { on: (h: (typeof handlers)[number]) => handlers.push(h), off: vi.fn() },
  } as unknown as Deck<MapView>;
  const input = createMapInput(deck, canvas);
  const editor = { click: vi.fn(), dragStart: vi.fn(), drag: vi.fn(), dragEnd: vi.fn() };
  input.capture(editor);
  /** A browser pointer event on the canvas at (x, y). */
  const fire = (type: string, x: number, y: number) => {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, buttons: 1 });
    Object.defineProperties(event, { offsetX: { value: x }, offsetY: { value: y } });
    canvas.dispatchEvent(event);
  };
  /** A pan step as deck's event manager hands it to the editor. */
  const pan = (type: 'panstart' | 'panmove' | 'panend', x: number, y: number) =>
    handlers[0]![type]!({
      offsetCenter: { x, y },
      srcEvent: new MouseEvent('pointermove'),
      stopImmediatePropagation: () => undefined,
    });
  return { editor, fire, pan };
}

describe("the map's pointer input for editors", () => {
  it('a press released where it went down is a click', () => {
    const t = stage();
    t.fire('pointerdown', 100, 100);
    t.fire('pointerup', 102, 100);
    t.fire('click', 102, 100);
    expect(t.editor.click).toHaveBeenCalledTimes(1);
  });

  it('a drag that comes back to where it started is no click (it would delete the vertex)', () => {
    const t = stage();
    t.fire('pointerdown', 100, 100);
    t.pan('panstart', 100, 100);
    for (const [x, y] of [
      [120, 100],
      [140, 120],
      [120, 130],
      [101, 101],
    ] as const) {
      t.fire('pointermove', x, y);
      t.pan('panmove', x, y);
    }
    t.pan('panend', 101, 101);
    t.fire('pointerup', 101, 101);
    t.fire('click', 101, 101);
    expect(t.editor.drag).toHaveBeenCalledTimes(4);
    expect(t.editor.click).not.toHaveBeenCalled();
    // The next press is a click again.
    t.fire('pointerdown', 50, 50);
    t.fire('click', 50, 50);
    expect(t.editor.click).toHaveBeenCalledTimes(1);
  });
});
