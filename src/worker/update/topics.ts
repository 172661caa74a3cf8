/** The update domain's topic: `update`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import type { UpdateView } from './types';

/** Whether the latest build read differs from the running one (SPEC.md V1). */
export function updateProjection(
  state$: Observable<CoreState>,
  current: string | null,
): Observable<UpdateView> {
  return state$.pipe(
    map((state) => state.latestBuild),
    distinctUntilChanged(),
    map((latest) => ({
      available: current !== null && latest !== null && latest !== current,
      current,
      latest,
    })),
  );
}

export function updateTopics(ctx: CoreContext): TopicStreams<'update'> {
  return { update: updateProjection(ctx.state$, ctx.deps.buildId ?? null) };
}
