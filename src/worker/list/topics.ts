/** The `list` topic: filtered, searched, sorted, windowed rows with status counts. */
import {
  defer,
  distinctUntilChanged,
  ignoreElements,
  map,
  merge,
  skip,
  tap,
  throttle,
  type Observable,
} from 'rxjs';
import type { DomainEvent } from '../events';
import type { CoreContext } from '../kernel/context';
import { delay$ } from '../kernel/sources';
import type { TopicStreams } from '../kernel/topicHub';
import { unitsOf } from '../session/units';
import type { CoreState } from '../state';
import { POSITION_SORTS } from './deviceState';
import {
  narrowSelection,
  narrowsSearch,
  SelectionMismatch,
  updateSelection,
  type Selection,
} from './incrementalList';
import { FleetIndex } from './fleetIndex';
import { listChanges } from './listChanges';
import { draftOf, scanDraft, type ListDraft } from './listDraft';
import { listViewOf } from './listView';
import type { NameOrder } from './nameOrder';
import { createNameOrderCache } from './nameOrderCache';
import { sortKeyer, UnrankedDevice } from './sortKeys';
import type { ListQuery, ListView } from './types';

/**
 * Data changes update the list at most every 250 ms: nobody reads a list faster than ~4 times
 * a second, and each update is a merge of what changed (bench/list-projection). Query, window
 * and signed-in user changes recompute at once, since the user is waiting for them (SPEC.md L6).
 */
export const LIST_DATA_THROTTLE_MS = 250;

/** What makes a list a different list: a change of any of these recomputes it all. */
interface SelectionKey {
  query: ListQuery;
  nameOrder: NameOrder | undefined;
  /** Only part of the key with the anchor sort. */
  anchored: ReadonlyMap<number, number> | null;
}

const sameKey = (a: SelectionKey, b: SelectionKey) =>
  a.query === b.query && a.nameOrder === b.nameOrder && a.anchored === b.anchored;

/** `next` lists a subset of `previous`'s list, found by walking that list alone. */
const narrowsKey = (previous: SelectionKey, next: SelectionKey) =>
  previous.nameOrder === next.nameOrder &&
  previous.anchored === next.anchored &&
  narrowsSearch(previous.query, next.query);

const readsPositions = (query: ListQuery) =>
  query.motionOnly || POSITION_SORTS.has(query.sort.field);

export function listProjection(input: {
  state$: Observable<CoreState>;
  /** Every folded event, before `state$` emits its state (what changed, by device). */
  events$: Observable<DomainEvent>;
  current(): CoreState;
  /** A one-shot timer of `LIST_DATA_THROTTLE_MS` (injected timers). */
  throttleWindow(): Observable<unknown>;
  collator: Intl.Collator;
  /**
   * Runs `work` on a later task (the rest of a full recomputation, SPEC.md L11); without it
   * that rest runs when the next list needs it.
   */
  later?: (work: () => void) => void;
}): Observable<ListView> {
  return defer(() => {
    let version = 0;
    const nameOrderOf = createNameOrderCache(input.collator);
    const index = new FleetIndex();
    // The list last computed (perhaps a draft, L11), the state it came from, and the devices
    // changed since.
    let last: { key: SelectionKey; draft: ListDraft; state: CoreState } | null = null;
    let dirty: 'all' | Set<number> = 'all';

    const keyerOf = (state: CoreState, key: SelectionKey) =>
      sortKeyer({
        sort: key.query.sort,
        nameOrder: key.nameOrder,
        positions: state.positions,
        anchored: state.geofences.anchorOf,
      });

    const full = (state: CoreState, key: SelectionKey) =>
      scanDraft({
        index,
        positions: state.positions,
        query: key.query,
        keyer: keyerOf(state, key),
      });

    // The last list brought up to date with `state` by difference, or null when it cannot be.
    const updated = (
      previous: NonNullable<typeof last>,
      state: CoreState,
      changed: Set<number>,
    ): Selection | null => {
      const selection = previous.draft.finish();
      if (changed.size === 0) return selection;
      try {
        return updateSelection(selection, {
          ids: changed,
          query: previous.key.query,
          after: { ...fleetOf(state), keyer: keyerOf(state, previous.key) },
        });
      } catch (error) {
        if (error instanceof SelectionMismatch || error instanceof UnrankedDevice) return null;
        throw error;
      }
    };

    // The same list kept by difference; a longer search narrowed from the last list (a keystroke
    // walks the listed devices, not the fleet); anything else recomputed.
    // A list still a draft is not narrowed: walking the fleet's slots again costs less than
    // finishing it first.
    const select = (state: CoreState, key: SelectionKey): ListDraft => {
      if (!last || dirty === 'all') return full(state, key);
      const same = sameKey(last.key, key);
      if (!same && (!last.draft.finished || !narrowsKey(last.key, key))) return full(state, key);
      const current = updated(last, state, dirty);
      if (!current) return full(state, key);
      return draftOf(same ? current : narrowSelection(current, key.query));
    };

    const compute = (state: CoreState): ListView => {
      const { query } = state;
      const field = query.sort.field;
      // The devices changed since the last list, when every one of them is known.
      const changed =
        last && dirty !== 'all' ? { from: last.state.devices, ids: dirty } : undefined;
      // A draft reads the index as it was: finished before the index moves on.
      if (last && dirty !== 'all' && state.devices !== last.state.devices) last.draft.finish();
      index.sync(state.devices, changed);
      const key: SelectionKey = {
        query,
        nameOrder: field === 'lastUpdate' ? undefined : nameOrderOf(state.devices, changed),
        anchored: field === 'anchor' ? state.geofences.anchorOf : null,
      };
      const draft = select(state, key);
      const computed = { key, draft, state };
      last = computed;
      if (!draft.finished) input.later?.(() => void (last === computed && draft.finish()));
      dirty = new Set();
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
        draft,
      );
    };

    const marks$ = input.events$.pipe(
      tap((event) => {
        if (dirty === 'all') return;
        const changes = listChanges(event, readsPositions(input.current().query));
        if (changes === 'all') dirty = 'all';
        else if (changes) for (const id of changes) dirty.add(id);
      }),
      ignoreElements(),
    );
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
    return merge(marks$, merge(shape$, data$).pipe(map(() => compute(input.current()))));
  });
}

const fleetOf = (state: CoreState) => ({ devices: state.devices, positions: state.positions });

export function listTopics(ctx: CoreContext): TopicStreams<'list'> {
  return {
    list: listProjection({
      state$: ctx.state$,
      events$: ctx.events$,
      current: ctx.state,
      throttleWindow: () => delay$(ctx.deps, LIST_DATA_THROTTLE_MS),
      collator: new Intl.Collator(ctx.deps.locale, { sensitivity: 'base', numeric: true }),
      later: (work) => void ctx.deps.setTimeout(work, 0),
    }),
  };
}
