/** The `users` topic: the tree of accounts, searched, filtered, folded and windowed. */
import { defer, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import { toUserRow } from './toUserRow';
import type { UsersView } from './types';
import { createUsersSelector } from './usersSelector';

export const usersCollator = (locale: string | undefined) =>
  new Intl.Collator(locale, { sensitivity: 'base', numeric: true });

export function usersProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  collator: Intl.Collator;
  now(): number;
}): Observable<UsersView> {
  return defer(() => {
    let version = 0;
    const select = createUsersSelector(input.collator);
    const compute = (state: CoreState): UsersView => {
      const { usersDirectory: directory, usersQuery: query } = state;
      const now = input.now();
      const { tree, selection } = select(directory, query, now);
      const { start, count } = state.usersWindow;
      const folded = new Set(query.collapsed);
      const rows = selection.positions.slice(start, start + count).map((at, index) =>
        toUserRow({
          user: directory.byId.get(tree.order[at]!)!,
          tree,
          at,
          match: selection.matches[start + index]!,
          folded,
          now,
        }),
      );
      version += 1;
      return {
        ...directory.status,
        version,
        total: selection.positions.length,
        start,
        rows,
        counts: selection.counts,
        query,
      };
    };
    return input.state$.pipe(
      distinctUntilChanged(
        (a, b) =>
          a.usersDirectory === b.usersDirectory &&
          a.usersQuery === b.usersQuery &&
          a.usersWindow === b.usersWindow,
      ),
      map(() => compute(input.current())),
    );
  });
}

export function usersTopics(ctx: CoreContext): TopicStreams<'users'> {
  return {
    users: usersProjection({
      state$: ctx.state$,
      current: ctx.state,
      collator: usersCollator(ctx.deps.locale),
      now: ctx.deps.now,
    }),
  };
}
