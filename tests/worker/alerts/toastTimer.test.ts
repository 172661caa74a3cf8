import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastTimer } from '../../../src/worker/alerts/toastTimer';

describe('the toast timer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  const timer = (onDue: () => void) =>
    createToastTimer({
      deps: {
        now: () => Date.now(),
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
      onDue,
    });

  it('[N4] one timer: re-arming for another time replaces the earlier one', () => {
    const due: number[] = [];
    const t = timer(() => due.push(Date.now()));
    const start = Date.now();
    t.set(start + 100);
    t.set(start + 300);
    vi.advanceTimersByTime(1000);
    expect(due).toEqual([start + 300]);
  });

  it('[N4] nothing to expire (null) or stopped: never due', () => {
    const onDue = vi.fn();
    const t = timer(onDue);
    t.set(null);
    vi.advanceTimersByTime(1000);
    t.set(Date.now() + 100);
    t.set(null);
    vi.advanceTimersByTime(1000);
    t.set(Date.now() + 100);
    t.stop();
    vi.advanceTimersByTime(1000);
    expect(onDue).not.toHaveBeenCalled();
  });

  it('[N4] a time already past is due at once; after firing it can be armed again', () => {
    const onDue = vi.fn();
    const t = timer(onDue);
    t.set(Date.now() - 50);
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledTimes(1);
    t.set(Date.now() + 10);
    vi.advanceTimersByTime(10);
    expect(onDue).toHaveBeenCalledTimes(2);
  });
});
