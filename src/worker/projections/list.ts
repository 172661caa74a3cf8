/** The `list` topic: filtered, searched, sorted, windowed rows with status counts. */
import { defer, distinctUntilChanged, map, merge, skip, throttle, type Observable } from 'rxjs';
import { buildListView } from '../derive/listView';
import { unitsOf } from '../derive/units';
import type { CoreState } from '../state/state';
import type { ListView } from '../types';
import { createNameRankCache } from './nameRankCache';

/**
 * Data changes recompute the list at most every 250 ms: at 100,000 devices a recomputation
 * costs tens of milliseconds and positions arrive every frame, while nobody reads a list
 * faster than ~4 times a second. Query, window and signed-in user changes recompute at once,
 * since the user is waiting for them (SPEC.md L6).
 */
export const LIST_DATA_THROTTLE_MS = 250;

export function listProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  /** A one-shot timer of `LIST_DATA_THROTTLE_MS` (injected timers). */
  throttleWindow(): Observable<unknown>;
  collator: Intl.Collator;
}): Observable<ListView> {
  return defer(() => {
    let version = 0;
    const nameRank = createNameRankCache(input.collator);
    const shape$ = input.state$.pipe(
      distinctUntilChanged(
        (a, b) => a.query === b.query && a.window === b.window && a.session.user === b.session.user,
      ),
    );
    const data$ = input.state$.pipe(
      distinctUntilChanged((a, b) => a.devices === b.devices && a.positions === b.positions),
      skip(1),
      throttle(() => input.throttleWindow(), { leading: true, trailing: true }),
    );
    return merge(shape$, data$).pipe(
      map(() => {
        const state = input.current();
        version += 1;
        return buildListView({
          devices: state.devices.values(),
          positions: state.positions,
          query: state.query,
          window: state.window,
          speedUnit: unitsOf(state.session.user).speed,
          collator: input.collator,
          nameRank: state.query.sort.field === 'name' ? nameRank(state.devices) : undefined,
          version,
        });
      }),
    );
  });
}
