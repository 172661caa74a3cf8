/**
 * The detail policy (SPEC.md D4, D5): from what each level would draw (the census) and the cost
 * model, the richest level whose frames fit the budget. Pure: the time comes in as `now`.
 */
import { learn, predictMs, PRIOR_MODEL, SATURATED_MS, type CostModel } from './costModel';
import type { Census } from './census';
import { DETAIL_LEVELS, DETAIL_UNITS, FIRST_CLUSTER_LEVEL, MARKERS_FROM_ZOOM } from './levels';

/** Frame time the policy aims at: 40 fps, a margin above the 30 fps it must hold. */
export const DETAIL_BUDGET_MS = 25;
/** A richer level is taken only when predicted this far under the budget (no flapping). */
const STEP_UP_SHARE = 0.8;
/**
 * The same before any window was measured: only what the prior puts at 2 ms (160 dots on
 * SwiftShader, 16,000 on a GPU); the rest waits for the first window.
 */
const UNMEASURED_SHARE = 0.08;
/** A level is tried on a bound alone (a probe) only when predicted under twice the budget. */
const PROBE_SHARE = 2;
/** When no level fits, detail is shed only down to where it still buys this much. */
const NO_HELP_SHARE = 1.15;
/** A level is held this long before a richer one is tried. */
export const DETAIL_SETTLE_MS = 2_000;
/** A level left for being slow this soon after it was entered is not entered again for a while. */
const FAILED_WITHIN_MS = 5_000;
const BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 160_000;
/** A level's last window counts as evidence of its frame time this long. */
export const EVIDENCE_MS = 30_000;

export interface DetailPolicy {
  level: number;
  /** Increases with every change of level; frame windows name the version they were drawn at. */
  version: number;
  /** When the level was entered (epoch ms). */
  since: number;
  model: CostModel;
  /** Per level: not entered before this time, and how often it failed in a row. */
  blockedUntil: readonly number[];
  failures: readonly number[];
  /** Per level: its last measured window's frame time and when (null: none yet). */
  seen: readonly (Seen | null)[];
}

export interface Seen {
  frameMs: number;
  at: number;
}

export function initialPolicy(level = 0, now = 0): DetailPolicy {
  return {
    level,
    version: 0,
    since: now,
    model: PRIOR_MODEL,
    blockedUntil: DETAIL_LEVELS.map(() => 0),
    failures: DETAIL_LEVELS.map(() => 0),
    seen: DETAIL_LEVELS.map(() => null),
  };
}

/** What a level draws, in cost units (DETAIL_UNITS), for a census. */
export function unitsAt(level: number, census: Census): number {
  const { kind } = DETAIL_LEVELS[level]!;
  const offscreen = Math.max(0, census.inFrame - census.inView);
  switch (kind) {
    case 'labels':
    case 'markers':
      return (
        census.inView * DETAIL_UNITS.marker +
        offscreen * DETAIL_UNITS.offscreenMarker +
        (kind === 'labels' ? census.labels * DETAIL_UNITS.label : 0)
      );
    case 'dots':
      return census.inView * DETAIL_UNITS.dot + offscreen * DETAIL_UNITS.offscreenDot;
    case 'clusters':
      return census.clusters[level]! * DETAIL_UNITS.cluster + census.pinned * DETAIL_UNITS.marker;
  }
}

/** The richest level the zoom allows: dots below MARKERS_FROM_ZOOM. */
const richestAllowed = (census: Census) =>
  census.viewport.zoom < MARKERS_FROM_ZOOM ? DETAIL_LEVELS.findIndex((l) => l.kind === 'dots') : 0;

/** Each level's predicted frame time for a census. */
export function predictions(model: CostModel, census: Census): number[] {
  return DETAIL_LEVELS.map((_, level) => predictMs(model, unitsAt(level, census)));
}

/**
 * The level the policy wants now. Poorer levels are taken at once; richer ones only after the
 * current level settled, when predicted well within the budget, or — on a window that ran at the
 * display's pace — the next richer one on trial (a probe) when its bound is under twice the
 * budget and it has not failed lately.
 */
export function wantedLevel(
  policy: DetailPolicy,
  census: Census,
  now: number,
  measured: { saturated: boolean } | null,
): number {
  // Nothing on the map (at startup, before the positions arrive): nothing to choose for. Taken
  // as "0 ms", it sent 10,000 devices to dots, then to the prior's 40 px cells as they came in.
  if (census.mapped === 0) return policy.level;
  const predicted = predictions(policy.model, census);
  const first = richestAllowed(census);
  const allowed = (level: number) => level >= first && now >= policy.blockedUntil[level]!;
  const levels = predicted.map((_, level) => level).filter(allowed);
  const current = policy.level;
  const settled = now - policy.since >= DETAIL_SETTLE_MS;
  const fitting = levels.filter((level) => predicted[level]! <= DETAIL_BUDGET_MS);
  // A level on trial is held until a window measures it, unless the view grew past the trial's
  // bound: a census alone would undo every trial before it was drawn.
  const onTrial =
    measured === null &&
    (policy.seen[current]?.at ?? -Infinity) < policy.since &&
    predicted[current]! <= DETAIL_BUDGET_MS * PROBE_SHARE;
  if (current < first || predicted[current]! > DETAIL_BUDGET_MS) {
    if (onTrial && current >= first) return current;
    // Too slow: the richest level that fits, else shed only as far as it still helps.
    const cheapest = Math.min(...levels.map((level) => predicted[level]!));
    const target =
      fitting[0] ?? levels.find((level) => predicted[level]! <= cheapest * NO_HELP_SHARE)!;
    if (target > current || current < first) return target;
    // Richer while over budget: the model's guess from frames that were slow anyway, so only
    // where a recent window showed the level no slower, never on extrapolation to labels.
    if (!settled) return current;
    const bar = (policy.seen[current]?.frameMs ?? predicted[current]!) * NO_HELP_SHARE;
    const shown = (level: number) => {
      const seen = policy.seen[level];
      return !!seen && now - seen.at <= EVIDENCE_MS && seen.frameMs <= bar;
    };
    return levels.find((level) => level >= target && level < current && shown(level)) ?? current;
  }
  if (!settled) return current;
  // From a level that draws one by one, richer only a step at a time: each step multiplies what
  // is drawn (dots, markers, labels), and a model extrapolated from the poorer one's frames had
  // sent the map from dots to labels at 1,000 devices, its frames then a second apart.
  // And only once a window at this level kept within the budget: on the prior alone the map
  // climbed from dots to markers while dots' own frames were still being measured.
  const seenHere = policy.seen[current];
  const keptUp = !!seenHere && seenHere.at >= policy.since && seenHere.frameMs <= DETAIL_BUDGET_MS;
  const lowest = current >= FIRST_CLUSTER_LEVEL ? 0 : current - Number(keptUp);
  // Before any window was measured the prediction is the prior's word alone: at startup it took
  // dots for 2,000–10,000 devices on SwiftShader, 0–2 fps for seconds while the page loaded. Then
  // only a small fleet goes one by one at once; the rest waits on the poorest level for a window
  // (a finer grid taken then and left in a slow start would be blocked for 10 s, D4).
  const guessing = policy.seen.every((seen) => seen === null);
  const climbs = (level: number) =>
    guessing
      ? level < FIRST_CLUSTER_LEVEL && predicted[level]! <= DETAIL_BUDGET_MS * UNMEASURED_SHARE
      : predicted[level]! <= DETAIL_BUDGET_MS * STEP_UP_SHARE;
  const up = fitting.find((level) => level >= lowest && climbs(level));
  if (up !== undefined && up < current) return up;
  const next = current - 1;
  if (
    measured?.saturated &&
    next >= 0 &&
    allowed(next) &&
    predicted[next]! <= DETAIL_BUDGET_MS * PROBE_SHARE
  ) {
    return next;
  }
  return current;
}

/** The policy at `level` from `now`; leaving a level soon after entering it blocks it a while. */
export function moveTo(policy: DetailPolicy, level: number, now: number): DetailPolicy {
  if (level === policy.level) return policy;
  const left = policy.level;
  let { blockedUntil, failures } = policy;
  if (level > left && now - policy.since < FAILED_WITHIN_MS) {
    const count = failures[left]! + 1;
    failures = failures.map((value, i) => (i === left ? count : value));
    const wait = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (count - 1));
    blockedUntil = blockedUntil.map((value, i) => (i === left ? now + wait : value));
  }
  return { ...policy, level, version: policy.version + 1, since: now, blockedUntil, failures };
}

/** A window of frames drawn at the current level, ending at `now`. */
export interface MeasuredWindow {
  frameMs: number;
  idleMs?: number | null;
  now: number;
}

/**
 * A frame window measured at the current level: learned, seen, and failures of the level
 * forgotten when it kept up. A window of a map that drew nothing measures nothing (D3).
 */
export function measured(
  policy: DetailPolicy,
  census: Census,
  { frameMs, idleMs = null, now }: MeasuredWindow,
): DetailPolicy {
  const { level } = policy;
  const units = unitsAt(level, census);
  if (units === 0) return policy;
  const model = learn(policy.model, { units, frameMs, idleMs });
  const keptUp = predictMs(model, units) <= DETAIL_BUDGET_MS;
  const failures = keptUp
    ? policy.failures.map((value, i) => (i === level ? 0 : value))
    : policy.failures;
  const seen = policy.seen.map((value, i) => (i === level ? { frameMs, at: now } : value));
  return { ...policy, model, failures, seen };
}

/** Whether a measured window ran at the display's pace. */
export const isSaturated = (frameMs: number): boolean => frameMs <= SATURATED_MS;

/** The first cluster level, for callers that must know where one-by-one drawing ends. */
export { FIRST_CLUSTER_LEVEL };
