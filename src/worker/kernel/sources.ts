/** Observables over the injected clock and timers, so projections run on fake time in tests. */
import { Observable } from 'rxjs';
import type { CoreDeps } from '../deps';
import type { FrameClock } from './frameClock';

/** Emits once after `ms` on the injected timers, then completes. */
export function delay$(
  deps: Pick<CoreDeps, 'setTimeout' | 'clearTimeout'>,
  ms: number,
): Observable<void> {
  return new Observable<void>((subscriber) => {
    const handle = deps.setTimeout(() => {
      subscriber.next();
      subscriber.complete();
    }, ms);
    return () => deps.clearTimeout(handle);
  });
}

/** Emits once in the render phase of the next animation frame, then completes. */
export function nextFrame$(clock: FrameClock): Observable<void> {
  return new Observable<void>((subscriber) =>
    clock.request('render', () => {
      subscriber.next();
      subscriber.complete();
    }),
  );
}

/**
 * Emits once on the next task of the injected timers, then completes: work that is not the
 * answer to a request runs after the request's own task, so the answer leaves first and the
 * next request is not kept waiting behind it (SPEC.md I1).
 */
export function nextTask$(deps: Pick<CoreDeps, 'setTimeout' | 'clearTimeout'>): Observable<void> {
  return delay$(deps, 0);
}
