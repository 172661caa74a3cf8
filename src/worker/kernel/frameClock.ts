/**
 * One animation-frame tick shared by the live feed and the map: within a tick, buffered socket
 * data is folded first ('flush'), then the map frame is encoded ('render'), so a pushed
 * position reaches the map in the same frame it is folded.
 */
export type FramePhase = 'flush' | 'render';

export interface FrameClock {
  /** Runs `callback` in the given phase of the next tick; returns a cancel function. */
  request(phase: FramePhase, callback: () => void): () => void;
}

export function createFrameClock(requestFrame: (callback: () => void) => void): FrameClock {
  const queues: Record<FramePhase, Set<() => void>> = { flush: new Set(), render: new Set() };
  let scheduled = false;
  let running: FramePhase | null = null;

  const run = (phase: FramePhase) => {
    const callbacks = [...queues[phase]];
    queues[phase].clear();
    for (const callback of callbacks) callback();
  };

  const tick = () => {
    scheduled = false;
    try {
      running = 'flush';
      run('flush');
      running = 'render';
      run('render');
    } finally {
      running = null;
    }
  };

  return {
    request(phase, callback) {
      const entry = () => callback();
      queues[phase].add(entry);
      // Render callbacks requested during the flush belong to this same tick.
      const servedThisTick = running === 'flush' && phase === 'render';
      if (!scheduled && !servedThisTick) {
        scheduled = true;
        requestFrame(tick);
      }
      return () => queues[phase].delete(entry);
    },
  };
}
