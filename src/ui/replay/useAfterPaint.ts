import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has painted with `key` in place (a frame, then a task of its own), false
 * again for a new key or null. The player shows its shell (controls, the map's layers) first and
 * its details (chart, point, figures) here, so no single task renders them all.
 */
export function useAfterPaint(key: unknown): boolean {
  const [painted, setPainted] = useState<unknown>(null);
  useEffect(() => {
    if (key === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(key)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
  return key !== null && painted === key;
}
