/** The `list` topic: filtered, searched, sorted, windowed rows with status counts. */
import { defer, distinctUntilChanged, map, merge, skip, throttle, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import { delay$ } from '../kernel/sources';
import type { TopicStreams } from '../kernel/topicHub';
import { unitsOf } from '../session/units';
import type { CoreState } from '../state';
import { POSITION_SORTS } from './deviceState';
import { listViewOf, selectDevices, type DeviceSelection } from './listView';
import type { NameOrder } from './nameOrder';
import { createNameOrderCache } from './nameOrderCache';
import type { ListView } from './types';

/**
 * Data changes recompute the list at most every 250 ms: at 100,000 devices a full
 * recomputation costs 60–110 ms (bench/list-projection) and positions arrive every frame,
 * while nobody reads a list faster than ~4 times a second. Query, window and signed-in user changes recompute at once,
 * since the user is waiting for them (SPEC.md L6).
 */
export const LIST_DATA_THROTTLE_MS = 250;

interface SelectionKey {
  devices: CoreState['devices'];
  query: CoreState['query'];
  /** Only part of the key with motion-only or a state sort, which read positions. */
  positions: CoreState['positions'] | null;
  /** Only part of the key with the anchor sort. */
  anchored: ReadonlyMap<number, number> | null;
  nameOrder: NameOrder | undefined;
}

const sameKey = (a: SelectionKey, b: SelectionKey) =>
  a.devices === b.devices &&
  a.query === b.query &&
  a.positions === b.positions &&
  a.anchored === b.anchored &&
  a.nameOrder === b.nameOrder;

export function listProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  /** A one-shot timer of `LIST_DATA_THROTTLE_MS` (injected timers). */
  throttleWindow(): Observable<unknown>;
  collator: Intl.Collator;
}): Observable<ListView> {
  return defer(() => {
    let version = 0;
    const nameOrderOf = createNameOrderCache(input.collator);
    // Live traffic is mostly positions: while devices and query stand still, the filtered and
    // sorted selection is reused and only the window's rows are rebuilt.
    let cached: { key: SelectionKey; selection: DeviceSelection } | null = null;

    const compute = (state: CoreState): ListView => {
      const { query } = state;
      const field = query.sort.field;
      const nameOrder = field === 'lastUpdate' ? undefined : nameOrderOf(state.devices);
      const readsPositions = query.motionOnly || POSITION_SORTS.has(field);
      const key: SelectionKey = {
        devices: state.devices,
        query,
        positions: readsPositions ? state.positions : null,
        anchored: field === 'anchor' ? state.geofences.anchorOf : null,
        nameOrder,
      };
      if (!cached || !sameKey(cached.key, key)) {
        const selection = selectDevices({
          ...key,
          positions: state.positions,
          anchored: state.geofences.anchorOf,
          collator: input.collator,
        });
        cached = { key, selection };
      }
      version += 1;
      return listViewOf(
        {
          devices: state.devices,
          positions: state.positions,
          query,
          collator: input.collator,
          window: state.window,
          speedUnit: unitsOf(state.session.user).speed,
          anchored: state.geofences.anchorOf,
          version,
        },
        cached.selection,
      );
    };

    const shape$ = input.state$.pipe(
      distinctUntilChanged(
        (a, b) => a.query === b.query && a.window === b.window && a.session.user === b.session.user,
      ),
    );
    const data$ = input.state$.pipe(
      distinctUntilChanged(
        (a, b) =>
          a.devices === b.devices && a.positions === b.positions && a.geofences === b.geofences,
      ),
      skip(1),
      throttle(() => input.throttleWindow(), { leading: true, trailing: true }),
    );
    return merge(shape$, data$).pipe(map(() => compute(input.current())));
  });
}

export function listTopics(ctx: CoreContext): TopicStreams<'list'> {
  return {
    list: listProjection({
      state$: ctx.state$,
      current: ctx.state,
      throttleWindow: () => delay$(ctx.deps, LIST_DATA_THROTTLE_MS),
      collator: new Intl.Collator(ctx.deps.locale, { sensitivity: 'base', numeric: true }),
    }),
  };
}
