/** Topics computed for the visible map: clusters at low zoom, labels at high zoom. */
import { distinctUntilChanged, filter, map, merge, skip, throttle, type Observable } from 'rxjs';
import { MAP_CLUSTER_DENSE_BELOW_ZOOM, MAP_LABELS_FROM_ZOOM, MAP_MAX_LABELS } from '@farol/model';
import { devicePredicate } from '../list/filterDevices';
import { unitsOf } from '../session/units';
import type { CoreState } from '../state';
import { clusterGrid, emptyClusters } from './clusterGrid';
import { shouldCluster } from './clusterMode';
import { buildLabels, inside, wantsLabels, type LabelSource } from './labels';
import type { ClusterFrame, LabelItem } from './types';

/**
 * Live data re-clusters and re-labels at most every 500 ms: counts and labels need not follow
 * every frame, and at 100,000 devices a pass costs tens of milliseconds of worker time.
 */
export const VIEWPORT_DATA_THROTTLE_MS = 500;

/** The devices the list filters let through that have a position (the map's devices). */
function mappedFleet(state: CoreState): LabelSource[] {
  const passes = devicePredicate(state.query, state.positions);
  const sources: LabelSource[] = [];
  state.devices.forEach((device) => {
    const position = state.positions.get(device.id);
    if (position && passes(device)) sources.push({ device, position });
  });
  return sources;
}

/** The clusters for the current viewport, or an empty frame when the map shows devices. */
function clustersFor(state: CoreState, version: number): ClusterFrame {
  const { viewport } = state;
  if (!viewport || viewport.zoom >= MAP_CLUSTER_DENSE_BELOW_ZOOM) {
    return emptyClusters(version, viewport ? Math.floor(viewport.zoom) : 0);
  }
  const fleet = mappedFleet(state);
  let visible = 0;
  for (const source of fleet) if (inside(viewport, source.position)) visible += 1;
  const zoom = Math.floor(viewport.zoom);
  if (!shouldCluster(zoom, visible)) return emptyClusters(version, zoom);
  const points = fleet.map(({ device, position }) => ({
    longitude: position.longitude,
    latitude: position.latitude,
    status: device.status,
  }));
  return clusterGrid(points, zoom, version);
}

function dataChanges(state$: Observable<CoreState>, window: () => Observable<unknown>) {
  return state$.pipe(
    distinctUntilChanged(
      (a, b) => a.devices === b.devices && a.positions === b.positions && a.query === b.query,
    ),
    skip(1),
    throttle(window, { leading: true, trailing: true }),
  );
}

/**
 * Clusters when zoomed out or when the view is crowded (SPEC.md M7); an empty frame otherwise.
 * Recomputed at once when the camera moves, at most every 500 ms on data changes.
 */
export function clustersProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  throttleWindow(): Observable<unknown>;
}): Observable<ClusterFrame> {
  let version = 0;
  let lastEmpty = false;
  const viewport$ = input.state$.pipe(
    map((state) => state.viewport),
    distinctUntilChanged(),
  );
  return merge(viewport$, dataChanges(input.state$, input.throttleWindow)).pipe(
    map(() => clustersFor(input.current(), ++version)),
    // Zoomed in, data changes keep producing empty frames: publish only the first.
    filter((frame) => {
      const publish = !(frame.length === 0 && lastEmpty);
      lastEmpty = frame.length === 0;
      return publish;
    }),
  );
}

/** Labels from MAP_LABELS_FROM_ZOOM when an option asks for them (SPEC.md W2). */
export function labelsProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  throttleWindow(): Observable<unknown>;
}): Observable<LabelItem[]> {
  const view$ = input.state$.pipe(
    distinctUntilChanged(
      (a, b) => a.viewport === b.viewport && a.mapOptions === b.mapOptions && a.groups === b.groups,
    ),
  );
  let lastEmpty = false;
  return merge(view$, dataChanges(input.state$, input.throttleWindow)).pipe(
    map(() => {
      const state = input.current();
      const { viewport, mapOptions } = state;
      if (!viewport || viewport.zoom < MAP_LABELS_FROM_ZOOM || !wantsLabels(mapOptions)) return [];
      return buildLabels({
        sources: mappedFleet(state),
        viewport,
        options: mapOptions,
        groups: state.groups,
        speedUnit: unitsOf(state.session.user).speed,
        max: MAP_MAX_LABELS,
      });
    }),
    filter((labels) => {
      const publish = !(labels.length === 0 && lastEmpty);
      lastEmpty = labels.length === 0;
      return publish;
    }),
  );
}
