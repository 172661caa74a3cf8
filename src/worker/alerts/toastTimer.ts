import type { CoreDeps, TimerHandle } from '../deps';

export interface ToastTimer {
  /** Arms the timer for `at` (epoch ms), or disarms it when null. */
  set(at: number | null): void;
  stop(): void;
}

/** One timer for the earliest toast expiry; `onDue` runs when it is reached. */
export function createToastTimer(input: {
  deps: Pick<CoreDeps, 'now' | 'setTimeout' | 'clearTimeout'>;
  onDue(): void;
}): ToastTimer {
  const { deps } = input;
  let handle: TimerHandle | null = null;
  let armedFor: number | null = null;
  const stop = () => {
    if (handle !== null) deps.clearTimeout(handle);
    handle = null;
    armedFor = null;
  };
  return {
    set(at) {
      if (at === armedFor) return;
      stop();
      if (at === null) return;
      armedFor = at;
      handle = deps.setTimeout(
        () => {
          handle = null;
          armedFor = null;
          input.onDue();
        },
        Math.max(0, at - deps.now()),
      );
    },
    stop,
  };
}
