import { afterAll, beforeAll } from 'vitest';

/**
 * happy-dom lays nothing out: gives every scroll box a height for the file's tests, so the
 * virtual lists show rows.
 */
export function giveListsHeight(height = 600): void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => height,
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
