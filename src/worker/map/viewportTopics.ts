/** Topics computed for the visible map: the census and clusters, and labels. */
import {
  audit,
  distinctUntilChanged,
  exhaustMap,
  filter,
  finalize,
  map,
  merge,
  Observable,
  of,
  skip,
  Subject,
  tap,
  throttle,
} from 'rxjs';
import { MAP_LABELS_FROM_ZOOM, MAP_MAX_LABELS } from '@farol/model';
import { devicePredicate } from '../list/filterDevices';
import { unitsOf } from '../session/units';
import type { CoreState } from '../state';
import { clustersOf, emptyClusters } from './clusterGrid';
import { cullArea } from './cullArea';
import { CENSUS_SLICE, startCensus, type Census, type CensusWalk } from './detail/census';
import type { DetailController } from './detail/detailController';
import { DETAIL_LEVELS } from './detail/levels';
import { buildLabels, inside, wantsLabels, type LabelSource } from './labels';
import type { ClusterFrame, LabelItem, Viewport } from './types';

/**
 * Live data re-counts, re-clusters and re-labels at most every 500 ms: counts and labels need
 * not follow every frame, and at 100,000 devices a pass costs tens of milliseconds of worker time.
 */
export const VIEWPORT_DATA_THROTTLE_MS = 500;

/** The devices the list filters let through with a position inside the view. */
function mappedFleet(state: CoreState, viewport: Viewport): LabelSource[] {
  const sources: LabelSource[] = [];
  const passes = devicePredicate(state.query, state.positions);
  state.positions.forEach((position, deviceId) => {
    if (!inside(viewport, position)) return;
    const device = state.devices.get(deviceId);
    if (device && passes(device)) sources.push({ device, position });
  });
  return sources;
}

/**
 * Walks a census a slice per task (SPEC.md I2): the first slice at once, each next one on the
 * next task, so requests arriving meanwhile are read between slices. Emits the census, then
 * completes; unsubscribing drops it.
 */
function sliced$(walk: CensusWalk, later: () => Observable<unknown>): Observable<Census> {
  return new Observable<Census>((subscriber) => {
    let wait: { unsubscribe(): void } | null = null;
    const step = () => {
      if (!walk.step(CENSUS_SLICE)) {
        wait = later().subscribe({ complete: step });
        return;
      }
      subscriber.next(walk.result());
      subscriber.complete();
    };
    step();
    return () => wait?.unsubscribe();
  });
}

/** What a census depends on besides the camera: the fleet, the filters and the pinned devices. */
function dataChanges(state$: Observable<CoreState>, window: () => Observable<unknown>) {
  return state$.pipe(
    distinctUntilChanged(
      (a, b) =>
        a.devices === b.devices &&
        a.positions === b.positions &&
        a.query === b.query &&
        a.selectedId === b.selectedId &&
        a.followId === b.followId &&
        a.toasts === b.toasts &&
        a.mapOptions === b.mapOptions,
    ),
    skip(1),
    throttle(window, { leading: true, trailing: true }),
  );
}

const levelOf = (state: CoreState) => DETAIL_LEVELS[state.mapDetail.level]!;

/**
 * Counts the view (SPEC.md D2) and hands the census to the detail policy; publishes the clusters
 * of the level it chose (SPEC.md M7), an empty frame when devices are drawn one by one. The
 * camera counts at once, data at most every 500 ms; a change of level re-clusters the last
 * census without counting again.
 */
export function clustersProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  throttleWindow(): Observable<unknown>;
  /** The next task: counting waits for it, after whatever answer the change was part of. */
  later(): Observable<unknown>;
  detail: DetailController;
}): Observable<ClusterFrame> {
  let version = 0;
  let lastEmpty = false;
  let recount = false;
  const count$ = merge(
    input.state$.pipe(
      map((state) => state.viewport),
      distinctUntilChanged(),
    ),
    dataChanges(input.state$, input.throttleWindow),
  ).pipe(map(() => true));
  const level$ = input.state$.pipe(
    map((state) => state.mapDetail),
    distinctUntilChanged(),
    skip(1),
    map(() => false),
  );
  // A count asked for while a census is under way starts when it ends.
  const again$ = new Subject<boolean>();
  const frame = (): ClusterFrame => {
    const census = input.detail.census();
    const level = DETAIL_LEVELS[input.detail.policy().level]!;
    version += 1;
    if (!census || level.kind !== 'clusters') return emptyClusters(version, census?.grid.zoom);
    return clustersOf(census.grid, level.cellPx, version);
  };
  const counted$ = (): Observable<ClusterFrame> => {
    if (!recount) return of(frame());
    recount = false;
    const state = input.current();
    const { viewport } = state;
    if (!viewport) {
      input.detail.counted(null);
      return of(frame());
    }
    const area = cullArea(viewport, state.positions.size);
    return sliced$(startCensus(state, viewport, area), input.later).pipe(
      map((census) => {
        input.detail.counted(census);
        return frame();
      }),
      finalize(() => void (recount && again$.next(true))),
    );
  };
  return merge(count$, level$, again$).pipe(
    tap((count) => void (recount ||= count)),
    audit(() => input.later()),
    exhaustMap(() => counted$()),
    // Devices one by one, data changes keep producing empty frames: publish only the first.
    filter((frame) => {
      const publish = !(frame.length === 0 && lastEmpty);
      lastEmpty = frame.length === 0;
      return publish;
    }),
  );
}

/**
 * Labels from MAP_LABELS_FROM_ZOOM when an option asks for them and the detail level draws
 * them (SPEC.md W2, D1).
 */
export function labelsProjection(input: {
  state$: Observable<CoreState>;
  current(): CoreState;
  throttleWindow(): Observable<unknown>;
  later(): Observable<unknown>;
}): Observable<LabelItem[]> {
  const view$ = input.state$.pipe(
    distinctUntilChanged(
      (a, b) =>
        a.viewport === b.viewport &&
        a.mapOptions === b.mapOptions &&
        a.groups === b.groups &&
        a.mapDetail === b.mapDetail,
    ),
  );
  let lastEmpty = false;
  return merge(view$, dataChanges(input.state$, input.throttleWindow)).pipe(
    audit(() => input.later()),
    map(() => {
      const state = input.current();
      const { viewport, mapOptions } = state;
      if (
        !viewport ||
        viewport.zoom < MAP_LABELS_FROM_ZOOM ||
        !wantsLabels(mapOptions) ||
        levelOf(state).kind !== 'labels'
      ) {
        return [];
      }
      return buildLabels({
        sources: mappedFleet(state, viewport),
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
