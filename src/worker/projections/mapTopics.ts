/** The map's small topics: geofences, display options, follow and trail. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreState } from '../state/state';
import type { FollowView, GeofenceView, MapOptions, TrailView } from '../types';

export function geofencesProjection(state$: Observable<CoreState>): Observable<GeofenceView[]> {
  return state$.pipe(
    map((state) => state.geofences.byId),
    distinctUntilChanged(),
    map((byId) => [...byId.values()]),
  );
}

export function mapOptionsProjection(state$: Observable<CoreState>): Observable<MapOptions> {
  return state$.pipe(
    map((state) => state.mapOptions),
    distinctUntilChanged(),
  );
}

/** The followed device's place, re-emitted whenever its position changes (SPEC.md F1). */
export function followProjection(state$: Observable<CoreState>): Observable<FollowView | null> {
  return state$.pipe(
    map((state) => {
      const id = state.followId;
      return { id, position: id === null ? undefined : state.positions.get(id) };
    }),
    distinctUntilChanged((a, b) => a.id === b.id && a.position === b.position),
    map(({ id, position }) =>
      id === null || !position
        ? null
        : { deviceId: id, longitude: position.longitude, latitude: position.latitude },
    ),
  );
}

/** The trail as a typed path, re-emitted as it grows (SPEC.md F2). */
export function trailProjection(state$: Observable<CoreState>): Observable<TrailView | null> {
  return state$.pipe(
    map((state) => state.trail),
    distinctUntilChanged(),
    map((trail) =>
      trail ? { deviceId: trail.deviceId, path: Float64Array.from(trail.path) } : null,
    ),
  );
}
