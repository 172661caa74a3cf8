import { useEffect, useState } from 'react';

/**
 * Counts animation frames after `key` appears: 0 in the render that brings it, then one more
 * per frame up to `last` (`last` at once while `key` is null). The player puts a new load on
 * the map in steps (REPLAY_STEPS), so no single frame uploads and lays out all of it.
 */
export function useFrameSteps(key: unknown, last: number): number {
  const [state, setState] = useState<{ key: unknown; step: number }>({ key: null, step: last });
  const step = key === null ? last : state.key === key ? state.step : 0;
  useEffect(() => {
    if (step >= last) return;
    const frame = requestAnimationFrame(() => setState({ key, step: step + 1 }));
    return () => cancelAnimationFrame(frame);
  }, [key, step, last]);
  return step;
}
