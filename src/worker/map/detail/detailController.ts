/**
 * The detail policy at work (SPEC.md D2–D5): it keeps the policy and the latest census, takes
 * the frame windows the map reports and the censuses the clusters projection takes, and folds
 * `mapDetail.changed` when the level changes. One per core.
 */
import { FRAME_CRAWL_MS, FRAME_WINDOW_MIN_FRAMES } from '@farol/model';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { CoreContext } from '../../kernel/context';
import type { FrameWindow, MapDetailView } from '../types';
import type { Census } from './census';
import { priorFor } from './costModel';
import {
  initialPolicy,
  isSaturated,
  measured,
  moveTo,
  wantedLevel,
  type DetailPolicy,
} from './chooseDetail';
import { DETAIL_LEVELS } from './levels';

/** Windows of fewer frames say too little to learn from, unless their frames crawl. */
const enoughFrames = (window: FrameWindow) =>
  window.frames >= FRAME_WINDOW_MIN_FRAMES ||
  (window.frames > 0 && window.frameMs >= FRAME_CRAWL_MS);

export interface DetailController {
  /** A census of the current view was taken (null: no view to count). */
  counted(census: Census | null): void;
  /** The map reports how fast it drew. */
  measured(window: FrameWindow): void;
  /** The map names its renderer: the model starts from that renderer's prior until measured. */
  renderer(name: string): void;
  policy(): DetailPolicy;
  census(): Census | null;
  /** The `mapDetail` topic. */
  view$: Observable<MapDetailView>;
}

const controllers = new WeakMap<CoreContext, DetailController>();

/** The core's detail controller (the map's API and topics share it). */
export function detailController(ctx: CoreContext): DetailController {
  let controller = controllers.get(ctx);
  if (!controller) {
    controller = createDetailController(ctx);
    controllers.set(ctx, controller);
  }
  return controller;
}

function viewOf(policy: DetailPolicy, census: Census | null): MapDetailView {
  const { kind, cellPx } = DETAIL_LEVELS[policy.level]!;
  return {
    level: policy.level,
    version: policy.version,
    kind,
    cellPx,
    mapped: census?.mapped ?? 0,
    bounds: census?.bounds ?? null,
  };
}

const sameView = (a: MapDetailView, b: MapDetailView) =>
  a.version === b.version && a.mapped === b.mapped && a.bounds?.join() === b.bounds?.join();

function createDetailController(ctx: CoreContext): DetailController {
  let policy = initialPolicy(DETAIL_LEVELS.length - 1, 0);
  let census: Census | null = null;
  const view = new BehaviorSubject(viewOf(policy, census));

  const settle = (next: DetailPolicy, level: number) => {
    const moved = moveTo(next, level, ctx.deps.now());
    const changed = moved.level !== policy.level;
    policy = moved;
    if (changed) {
      ctx.dispatch('mapDetail.changed', 'user', { level: policy.level, version: policy.version });
    }
    view.next(viewOf(policy, census));
  };

  return {
    counted(next) {
      census = next;
      if (!census) return view.next(viewOf(policy, census));
      settle(policy, wantedLevel(policy, census, ctx.deps.now(), null));
    },
    measured(window) {
      if (!census || window.version !== policy.version || !enoughFrames(window)) return;
      const now = ctx.deps.now();
      const learned = measured(policy, census, { ...window, now });
      const saturated = isSaturated(window.frameMs);
      settle(learned, wantedLevel(learned, census, now, { saturated }));
    },
    renderer(name) {
      const { slow, saturated } = policy.model;
      if (slow.length > 0 || saturated.length > 0) return;
      policy = { ...policy, model: priorFor(name) };
      if (census) settle(policy, wantedLevel(policy, census, ctx.deps.now(), null));
    },
    policy: () => policy,
    census: () => census,
    view$: view.pipe(distinctUntilChanged(sameView)),
  };
}
