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

/**
 * The hidden geofences as ids, not the visible geofences: the map keeps every geofence's
 * geometry and masks these, so a toggle sends a few ids instead of 10,000 areas to redraw.
 */
export function hiddenGeofencesProjection(state$: Observable<CoreState>): Observable<number[]> {
  return state$.pipe(
    map((state) => state.hiddenGeofences),
    distinctUntilChanged(),
    map((hidden) => [...hidden].sort((a, b) => a - b)),
  );
}

export function geofenceTopics(ctx: CoreContext): TopicStreams<'geofences' | 'hiddenGeofences'> {
  return {
    geofences: geofencesProjection(ctx.state$),
    hiddenGeofences: hiddenGeofencesProjection(ctx.state$),
  };
}
