/** The session domain's topics: `session` and `connection`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import type { ConnectionView, SessionView } from './types';

export function sessionProjection(state$: Observable<CoreState>): Observable<SessionView> {
  return state$.pipe(
    map((state) => state.session),
    distinctUntilChanged(),
  );
}

export function connectionProjection(state$: Observable<CoreState>): Observable<ConnectionView> {
  return state$.pipe(
    map((state) => state.connection),
    distinctUntilChanged(),
  );
}

export function sessionTopics(ctx: CoreContext): TopicStreams<'session' | 'connection'> {
  return {
    session: sessionProjection(ctx.state$),
    connection: connectionProjection(ctx.state$),
  };
}
