/** The geofence domain's topic: `geofences`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import type { GeofenceView } from './types';

export function geofencesProjection(state$: Observable<CoreState>): Observable<GeofenceView[]> {
  return state$.pipe(
    map((state) => state.geofences.byId),
    distinctUntilChanged(),
    map((byId) => [...byId.values()]),
  );
}

export function geofenceTopics(ctx: CoreContext): TopicStreams<'geofences'> {
  return { geofences: geofencesProjection(ctx.state$) };
}
