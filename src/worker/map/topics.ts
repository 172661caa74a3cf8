/** The map domain's topics: the frame, clusters, labels, options, follow and trail. */
import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import { delay$, nextFrame$, nextTask$ } from '../kernel/sources';
import type { TopicCopies, TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import { MAP_DATA_FRAME_MS, mapProjection } from './frameProjection';
import { detailController } from './detail/detailController';
import { encodeDelta, type MapFrameView } from './frameDelta';
import { copyFrame } from './mapColumns';
import type { ClusterFrame, FollowView, MapOptions, TrailView } from './types';
import { clustersProjection, labelsProjection, VIEWPORT_DATA_THROTTLE_MS } from './viewportTopics';

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

export function mapTopics(
  ctx: CoreContext,
): TopicStreams<
  'map' | 'mapDelta' | 'mapOptions' | 'follow' | 'trail' | 'clusters' | 'labels' | 'mapDetail'
> {
  const viewportWindow = () => delay$(ctx.deps, VIEWPORT_DATA_THROTTLE_MS);
  const later = () => nextTask$(ctx.deps);
  const detail = detailController(ctx);
  // One projection for both topics: the same views, copied whole or as deltas per delivery.
  const frames$ = mapProjection({
    events$: ctx.events$,
    current: ctx.state,
    nextFrame: () => nextFrame$(ctx.clock),
    dataFrame: () => delay$(ctx.deps, MAP_DATA_FRAME_MS),
    nextTask: later,
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return {
    map: frames$,
    mapDelta: frames$,
    mapOptions: mapOptionsProjection(ctx.state$),
    follow: followProjection(ctx.state$),
    trail: trailProjection(ctx.state$),
    clusters: clustersProjection({
      state$: ctx.state$,
      current: ctx.state,
      throttleWindow: viewportWindow,
      later,
      detail,
    }),
    mapDetail: detail.view$,
    labels: labelsProjection({
      state$: ctx.state$,
      current: ctx.state,
      throttleWindow: viewportWindow,
      later,
    }),
  };
}

function copyClusters(frame: ClusterFrame): ClusterFrame {
  return {
    ...frame,
    positions: frame.positions.slice(),
    counts: frame.counts.slice(),
    online: frame.online.slice(),
    offline: frame.offline.slice(),
    unknown: frame.unknown.slice(),
  };
}

/**
 * The map's typed-array topics, copied once per delivery so the bridge can transfer the copy:
 * the map frame from its view of the live columns (for the main thread, `mapDelta`, only the
 * slots written since the subscriber's last frame), clusters and trail from their last value.
 */
export const MAP_TOPIC_COPIES: TopicCopies = {
  map: (frame) => copyFrame(frame, frame.version),
  mapDelta: (view, previous) => encodeDelta(view as MapFrameView, previous),
  clusters: copyClusters,
  trail: (trail) => trail && { ...trail, path: trail.path.slice() },
};
