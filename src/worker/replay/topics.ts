/** The replay domain's topic: `replayProgress`, the player's load under way. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import type { ReplayProgressView } from './types';

export function replayProgressProjection(
  state$: Observable<CoreState>,
): Observable<ReplayProgressView> {
  return state$.pipe(
    map((state) => state.replay),
    distinctUntilChanged(
      (a, b) => a.id === b.id && a.status === b.status && a.progress === b.progress,
    ),
    map((run) => ({ id: run.id, status: run.status, progress: run.progress, error: run.error })),
  );
}

export function replayTopics(ctx: CoreContext): TopicStreams<'replayProgress'> {
  return { replayProgress: replayProgressProjection(ctx.state$) };
}
