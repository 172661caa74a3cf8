import { describe, expect, it } from 'vitest';
import type { Census } from '../../../src/worker/map/detail/census';
import {
  DETAIL_BUDGET_MS,
  DETAIL_SETTLE_MS,
  EVIDENCE_MS,
  initialPolicy,
  isSaturated,
  measured,
  moveTo,
  unitsAt,
  wantedLevel,
  type DetailPolicy,
} from '../../../src/worker/map/detail/chooseDetail';
import {
  learn,
  MAX_MS_PER_UNIT,
  predictMs,
  priorFor,
  PRIOR_MODEL,
} from '../../../src/worker/map/detail/costModel';
import { emptyGrid } from '../../../src/worker/map/detail/fineGrid';
import { DETAIL_LEVELS, FIRST_CLUSTER_LEVEL } from '../../../src/worker/map/detail/levels';

const LABELS = 0;
const MARKERS = 1;
const DOTS = 2;
const POOREST = DETAIL_LEVELS.length - 1;

/**
 * A census of `fleet` devices spread evenly, a share of them in a 1440 × 900 view; clusters fill
 * at most 60 % of a level's cells on screen.
 */
function census(fleet: number, input: { inView?: number; zoom?: number; pinned?: number } = {}) {
  const inView = input.inView ?? fleet;
  const zoom = input.zoom ?? 10;
  const inFrame = fleet > 5_000 ? Math.min(fleet, inView * 4) : fleet;
  const clusters = DETAIL_LEVELS.map(({ cellPx }) =>
    cellPx ? Math.min(inView, Math.round((1440 / cellPx) * (900 / cellPx) * 0.6)) : 0,
  );
  const value: Census = {
    viewport: { zoom, west: -47, south: -24, east: -46, north: -23 },
    mapped: fleet,
    inView,
    inFrame,
    labels: zoom >= 13 ? Math.min(1_500, inView) : 0,
    pinned: input.pinned ?? 0,
    bounds: [-47, -24, -46, -23],
    clusters,
    grid: emptyGrid(zoom),
  };
  return value;
}

describe('[D3] cost model', () => {
  it('learns the cost per unit from slow windows', () => {
    const model = learn(PRIOR_MODEL, { units: 10_000, frameMs: 100 });
    expect(model.msPerUnit).toBeCloseTo(0.01, 6);
    expect(predictMs(model, 5_000)).toBeCloseTo(50, 3);
  });

  it('takes the frames the map did not draw as the overhead', () => {
    const model = learn(PRIOR_MODEL, { units: 10_000, frameMs: 100, idleMs: 40 });
    expect(model.overheadMs).toBe(40);
    expect(model.msPerUnit).toBeCloseTo(0.006, 6);
  });

  it('caps the cost per unit: a slow page with a dozen devices is not their doing', () => {
    const model = learn(PRIOR_MODEL, { units: 60, frameMs: 120 });
    expect(model.msPerUnit).toBe(MAX_MS_PER_UNIT);
  });

  it('tells the overhead from the cost per unit once windows differ enough in size', () => {
    let model = learn(PRIOR_MODEL, { units: 1_000, frameMs: 60 });
    model = learn(model, { units: 10_000, frameMs: 150 });
    expect(model.overheadMs).toBeCloseTo(50, 3);
    expect(model.msPerUnit).toBeCloseTo(0.01, 6);
  });

  it('takes a window at the display pace as a bound only', () => {
    const fast = learn(PRIOR_MODEL, { units: 1_000, frameMs: 16.7 });
    expect(fast.msPerUnit).toBe(PRIOR_MODEL.msPerUnit);
    // Ten thousand units within a display frame: a unit costs at most 1.67 µs.
    const bounded = learn(PRIOR_MODEL, { units: 10_000, frameMs: 16.7 });
    expect(bounded.msPerUnit).toBeCloseTo(0.00167, 6);
    expect(isSaturated(16.7)).toBe(true);
    expect(isSaturated(25)).toBe(false);
  });

  it('starts a hardware renderer 100 times faster than a software one', () => {
    expect(priorFor('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))')).toBe(PRIOR_MODEL);
    expect(priorFor(null)).toBe(PRIOR_MODEL);
    expect(priorFor('ANGLE (NVIDIA GeForce RTX 3060)').msPerUnit).toBeCloseTo(
      PRIOR_MODEL.msPerUnit / 100,
      8,
    );
  });

  it('keeps the cost per unit when windows show none: slower frames with less drawn', () => {
    // Logged in app-scale at 10,000 devices while the page loaded: 783 ms a frame at 4,860 units,
    // then 3,000 and 650 ms at 2,000. Fitted, the slope is negative: the frames were slow for
    // other reasons. The cost per unit fell to its floor, the next window at the display's pace
    // (with 233 ms frames without deck) made every level look free, and the map went to labels.
    let model = learn(PRIOR_MODEL, { units: 4_860, frameMs: 783 });
    const learned = model.msPerUnit;
    model = learn(model, { units: 2_000, frameMs: 3_000 });
    model = learn(model, { units: 2_000, frameMs: 650 });
    expect(model.msPerUnit).toBe(learned);
    model = learn(model, { units: 2_000, frameMs: 16.6, idleMs: 233 });
    expect(predictMs(model, 50_000)).toBeGreaterThan(DETAIL_BUDGET_MS);
  });

  it("learns nothing per unit from frames no slower than the page's own", () => {
    // The first window of a run, drawn while the census counted almost nothing and the page was
    // loading: 216 ms frames, 250 ms without deck.
    const model = learn(PRIOR_MODEL, { units: 1, frameMs: 216, idleMs: 250 });
    expect(model.msPerUnit).toBe(PRIOR_MODEL.msPerUnit);
  });

  it('caps a stale overhead with a later window at the display pace', () => {
    let model = learn(PRIOR_MODEL, { units: 100, frameMs: 80 });
    model = learn(model, { units: 20, frameMs: 80 });
    expect(model.overheadMs).toBeGreaterThan(70);
    model = learn(model, { units: 100, frameMs: 17 });
    expect(model.overheadMs).toBeLessThanOrEqual(17);
  });
});

describe('[D1] levels', () => {
  it('go from labels through markers and dots to ever coarser clusters', () => {
    expect(DETAIL_LEVELS.map((l) => l.kind + (l.cellPx || ''))).toEqual([
      'labels',
      'markers',
      'dots',
      'clusters40',
      'clusters56',
      'clusters80',
      'clusters112',
      'clusters160',
    ]);
  });

  it('draws dots at most below zoom 8, whatever the renderer', () => {
    const policy = initialPolicy(POOREST, 0);
    expect(wantedLevel(policy, census(10, { zoom: 7 }), 10_000, null)).toBe(DOTS);
    expect(wantedLevel(policy, census(10, { zoom: 9 }), 10_000, null)).toBe(LABELS);
    const atMarkers = { ...initialPolicy(MARKERS, 0) };
    expect(wantedLevel(atMarkers, census(10, { zoom: 5 }), 100, null)).toBe(DOTS);
  });

  it('counts units per level from the census', () => {
    const c = census(1_000, { inView: 800, zoom: 14, pinned: 2 });
    expect(unitsAt(MARKERS, c)).toBeCloseTo(800 * 5 + 200 * 0.3);
    expect(unitsAt(LABELS, c)).toBeCloseTo(800 * 5 + 200 * 0.3 + 800 * 6);
    expect(unitsAt(DOTS, c)).toBeCloseTo(800 + 200 * 0.1);
    expect(unitsAt(FIRST_CLUSTER_LEVEL, c)).toBe(c.clusters[FIRST_CLUSTER_LEVEL]! * 10 + 2 * 5);
  });
});

describe('[D4] choice', () => {
  // The numbers below are worked from a renderer at 0.0025 ms per unit (not the prior's).
  const model = { ...PRIOR_MODEL, msPerUnit: 0.0025 };
  const at = (level: number, since = 0): DetailPolicy => ({
    ...initialPolicy(level, since),
    model,
  });

  it('sheds detail at once when the current level is predicted over budget', () => {
    const policy = at(MARKERS, 9_000);
    // 100,000 devices in view: 500,000 units of markers at the prior cost is 1.25 s a frame.
    const level = wantedLevel(policy, census(100_000), 9_100, null);
    expect(level).toBeGreaterThanOrEqual(FIRST_CLUSTER_LEVEL);
    expect(predictMs(policy.model, unitsAt(level, census(100_000)))).toBeLessThanOrEqual(
      DETAIL_BUDGET_MS,
    );
  });

  /** At `level` since `since`, with one window there (at the display's pace) just before `now`. */
  const seenAt = (level: number, since: number, now: number): DetailPolicy => ({
    ...at(level, since),
    seen: DETAIL_LEVELS.map((_, i) => (i === level ? { frameMs: 16.7, at: now - 100 } : null)),
  });

  it('takes a richer level only after holding the current one for the settling time', () => {
    const policy = seenAt(POOREST, 10_000, 10_000 + DETAIL_SETTLE_MS);
    const small = census(200);
    expect(wantedLevel(policy, small, 10_000 + DETAIL_SETTLE_MS - 1, null)).toBe(POOREST);
    expect(wantedLevel(policy, small, 10_000 + DETAIL_SETTLE_MS, null)).toBe(LABELS);
  });

  it('before any window, goes one by one only where the prior puts it at 2 ms', () => {
    // Seen at startup with 2,000–10,000 devices on SwiftShader: dots taken on the prior alone
    // while the page loaded, 0–2 fps for seconds.
    const start = initialPolicy(POOREST, 0);
    // The prior: 0.0125 ms a unit, so 150 dots are 1.9 ms.
    expect(wantedLevel(start, census(150), 5_000, null)).toBe(DOTS);
    for (const fleet of [2_000, 10_000]) {
      expect(wantedLevel(start, census(fleet), 5_000, null)).toBe(POOREST);
      // …until a window was measured: then as before.
      const seen = { ...seenAt(POOREST, 0, 5_000), model: start.model };
      expect(wantedLevel(seen, census(fleet), 5_000, null)).toBeLessThan(POOREST);
    }
    // A GPU's prior puts 10,000 dots at 1.25 ms: one by one at once.
    const gpu = { ...start, model: priorFor('ANGLE (NVIDIA GeForce RTX 3060)') };
    expect(wantedLevel(gpu, census(10_000), 5_000, null)).toBeLessThanOrEqual(DOTS);
  });

  it('takes no window of a map that drew nothing as a measurement', () => {
    // Seen at startup with 1,000 devices: the map's first windows came while the positions were
    // still loading (nothing drawn); counted as measured, they ended the prior's 2 ms rule and
    // the map took dots for the whole fleet on the prior alone, then shed them.
    const start = initialPolicy(POOREST, 0);
    const empty = census(0);
    const atPace = measured(start, empty, { frameMs: 16.7, now: 3_000 });
    expect(atPace).toBe(start);
    expect(wantedLevel(atPace, census(1_000), 5_000, null)).toBe(POOREST);
    // Nor are its slow frames (the page loading) read as what nothing costs to draw.
    const slow = measured(start, empty, { frameMs: 400, now: 3_000 });
    expect(slow.model.msPerUnit).toBe(start.model.msPerUnit);
    // Nor is a census of an empty map a reason to change level (it was: dots, at "0 ms").
    expect(wantedLevel(start, empty, 5_000, null)).toBe(POOREST);
    // A window with something drawn is one.
    const drawn = measured(start, census(1_000), { frameMs: 16.7, now: 3_000 });
    expect(drawn.seen[POOREST]).not.toBeNull();
  });

  it('from a level drawn one by one, goes richer a step at a time', () => {
    // Seen at 1,000 devices on SwiftShader: from dots, a model extrapolated from their frames put
    // labels within budget and the map went straight there, its frames then a second apart.
    const small = census(200, { zoom: 14 });
    const now = 10_000 + DETAIL_SETTLE_MS;
    const measuredAt = (level: number, frameMs: number): DetailPolicy => ({
      ...at(level, 10_000),
      seen: DETAIL_LEVELS.map((_, i) => (i === level ? { frameMs, at: now - 100 } : null)),
    });
    expect(wantedLevel(measuredAt(DOTS, 18), small, now, null)).toBe(MARKERS);
    expect(wantedLevel(measuredAt(MARKERS, 18), small, now, null)).toBe(LABELS);
    // Not on the prior alone, nor when its own frames were over budget.
    expect(wantedLevel(at(DOTS, 10_000), small, now, null)).toBe(DOTS);
    expect(wantedLevel(measuredAt(DOTS, 40), small, now, null)).toBe(DOTS);
  });

  it('tries the next richer level on a bound only after a window at the display pace', () => {
    // 2,000 dots predicted at 5 ms; 20,000 (the next-richer level's) at 50 ms: not within 80 %.
    const c = census(20_000, { inView: 20_000 });
    const policy: DetailPolicy = { ...at(FIRST_CLUSTER_LEVEL, 0) };
    expect(wantedLevel(policy, c, 5_000, { saturated: false })).toBe(FIRST_CLUSTER_LEVEL);
    // The prior puts 20,000 dots at 50 ms: exactly twice the budget, still worth a trial.
    expect(wantedLevel(policy, c, 5_000, { saturated: true })).toBe(DOTS);
    const huge = census(100_000, { inView: 100_000 });
    expect(wantedLevel(policy, huge, 5_000, { saturated: true })).toBe(FIRST_CLUSTER_LEVEL);
  });

  it('blocks a level left for being slow soon after entering it, longer each time', () => {
    let policy = moveTo(at(FIRST_CLUSTER_LEVEL, 0), DOTS, 10_000);
    policy = moveTo(policy, FIRST_CLUSTER_LEVEL, 11_000);
    expect(policy.blockedUntil[DOTS]).toBe(21_000);
    policy = moveTo(policy, DOTS, 40_000);
    policy = moveTo(policy, FIRST_CLUSTER_LEVEL, 41_000);
    expect(policy.blockedUntil[DOTS]).toBe(61_000);
    // Only dots would fit 8,000 devices in view, and dots are blocked until 61 s.
    policy = { ...policy, seen: seenAt(FIRST_CLUSTER_LEVEL, 41_000, 50_000).seen };
    const c = census(8_000);
    expect(wantedLevel(policy, c, 50_000, null)).toBe(FIRST_CLUSTER_LEVEL);
    expect(wantedLevel(policy, c, 61_000, null)).toBe(DOTS);
    // A level held long enough and then left is not blocked.
    const held = moveTo(moveTo(at(MARKERS, 0), DOTS, 10_000), MARKERS, 30_000);
    expect(held.blockedUntil[DOTS]).toBe(0);
    // A window within budget forgets the failures.
    const kept = measured({ ...policy, level: DOTS }, census(100), { frameMs: 16.7, now: 61_000 });
    expect(kept.failures[DOTS]).toBe(0);
  });

  it('over budget, takes a richer level only where a recent window showed it no slower', () => {
    // Seen in app-scale at 10,000 devices on a loaded machine: frames of ~230 ms whatever was
    // drawn, so the fit found almost no cost per unit, richer levels looked as cheap, and the policy
    // walked up to labels, where the renderer took 1.6 s a frame.
    const c = census(10_000);
    const CLUSTERS = FIRST_CLUSTER_LEVEL + 1;
    const busy = measured(at(CLUSTERS, 0), c, { frameMs: 240, idleMs: 233, now: 3_000 });
    expect(wantedLevel(busy, c, 3_000, { saturated: false })).toBe(CLUSTERS);
    // A window at dots no slower, within the last 30 s, is evidence: dots it is…
    const dots = measured({ ...busy, level: DOTS }, c, { frameMs: 250, now: 3_500 });
    expect(wantedLevel({ ...dots, level: CLUSTERS }, c, 4_000, null)).toBe(DOTS);
    // …but not once that window is old.
    expect(wantedLevel({ ...dots, level: CLUSTERS }, c, 3_500 + EVIDENCE_MS + 1, null)).toBe(
      CLUSTERS,
    );
  });

  it('keeps detail that sheds no time: a busy page with a dozen devices stays on markers', () => {
    let policy = at(MARKERS, 0);
    const dozen = census(12);
    for (const [level, frameMs] of [
      [MARKERS, 80],
      [DOTS, 80],
    ] as const) {
      policy = measured({ ...policy, level }, dozen, { frameMs, now: 59_000 });
    }
    expect(wantedLevel({ ...policy, level: DOTS }, dozen, 60_000, null)).toBeLessThanOrEqual(
      MARKERS,
    );
  });
});

/** A renderer whose frame time is linear in what it draws, its costs unlike DETAIL_UNITS. */
interface Renderer {
  name: string;
  overheadMs: number;
  /** ms per dot in view; other items cost multiples of it. */
  dotMs: number;
}

function frameMs(renderer: Renderer, level: number, c: Census): number {
  const { kind } = DETAIL_LEVELS[level]!;
  const off = Math.max(0, c.inFrame - c.inView);
  const items =
    kind === 'clusters'
      ? c.clusters[level]! * 14 + c.pinned * 4
      : kind === 'dots'
        ? c.inView + off * 0.05
        : c.inView * 4 + off * 0.5 + (kind === 'labels' ? c.labels * 8 : 0);
  return Math.max(1000 / 60, renderer.overheadMs + renderer.dotMs * items);
}

/**
 * Runs the policy against a renderer for `seconds`, one window per half second; the first
 * windows take `start` ms a frame whatever is drawn (the page still loading).
 */
function simulate(renderer: Renderer, c: Census, seconds = 60, start: readonly number[] = []) {
  let policy = { ...initialPolicy(POOREST, 0), model: priorFor(renderer.name) };
  // As in the core: the poorest level held since the epoch, so the first census decides at once.
  let now = 5_000;
  policy = moveTo(policy, wantedLevel(policy, c, now, null), now);
  const windows: { at: number; level: number; frameMs: number }[] = [];
  while (now < seconds * 1000) {
    const ms = start[windows.length] ?? frameMs(renderer, policy.level, c);
    now += Math.max(500, 3 * ms);
    windows.push({ at: now, level: policy.level, frameMs: ms });
    policy = measured(policy, c, { frameMs: ms, now });
    const level = wantedLevel(policy, c, now, { saturated: isSaturated(ms) });
    policy = moveTo(policy, level, now);
    // As in the core: a census on data changes, at most every 500 ms, before the next window.
    policy = moveTo(policy, wantedLevel(policy, c, now + 400, null), now + 400);
  }
  return windows;
}

describe('[D5] outcome against simulated renderers', () => {
  const renderers: [string, Renderer][] = [
    ['a GPU', { name: 'ANGLE (NVIDIA GeForce RTX 3060)', overheadMs: 2, dotMs: 0.00002 }],
    ['a slow GPU', { name: 'ANGLE (Intel HD Graphics 4000)', overheadMs: 3, dotMs: 0.0004 }],
    ['SwiftShader, quiet', { name: 'ANGLE (Google, SwiftShader)', overheadMs: 4, dotMs: 0.002 }],
    ['SwiftShader, loaded', { name: 'ANGLE (Google, SwiftShader)', overheadMs: 10, dotMs: 0.02 }],
    ['SwiftShader, overloaded', { name: 'SwiftShader', overheadMs: 40, dotMs: 0.05 }],
  ];
  const views: [string, Census][] = [
    ['1,000 in view', census(1_000)],
    ['10,000 in view', census(10_000)],
    ['100,000 in view', census(100_000)],
    ['100,000, a city in view', census(100_000, { inView: 2_000 })],
    ['10,000, street level with labels', census(10_000, { inView: 300, zoom: 15 })],
  ];
  // Seen in app-scale at 1,000 and 2,000 devices, quiet: windows of 900 and 370 ms while the
  // page loaded, then the map stayed on coarse clusters at the display's pace.
  const busyStart = [900, 370, 500];
  const starts = [
    ['', []],
    [', after a busy start', busyStart],
  ] as const;
  const cases = renderers.flatMap(([r, renderer]) =>
    views.flatMap(([v, c]) =>
      starts.map(([s, start]) => [`${r}, ${v}${s}`, renderer, c, start] as const),
    ),
  );

  // Known gap: after a busy start a GPU with 100,000 devices in view settles on 40 px clusters
  // at the display's pace, not on dots: the startup windows' cost per unit (0.009 ms) is only
  // bounded, never forgotten, so dots stay predicted far over budget and are never tried.
  const KNOWN_GAP = 'a GPU, 100,000 in view, after a busy start';
  const outcome = (_: string, renderer: Renderer, c: Census, start: readonly number[]) => {
    const windows = simulate(renderer, c, 60, start);
    const settled = windows.filter((w) => w.at > 20_000);
    const levels = settled.map((w) => w.level);
    const home = Math.max(...levels);
    const cheapest = Math.min(...DETAIL_LEVELS.map((_, level) => frameMs(renderer, level, c)));
    // Settled: the level it keeps coming back to fits the budget (or nothing could).
    const homeMs = frameMs(renderer, home, c);
    expect(homeMs <= DETAIL_BUDGET_MS || homeMs <= cheapest * 1.15).toBe(true);
    // Trials after settling: single windows, none over twice the budget.
    for (let i = 0; i < settled.length; i++) {
      if (settled[i]!.level === home) continue;
      expect(settled[i]!.frameMs).toBeLessThanOrEqual(
        Math.max(2 * DETAIL_BUDGET_MS, frameMs(renderer, home, c)),
      );
    }
    const trials = settled.filter((w) => w.level !== home && w.frameMs > DETAIL_BUDGET_MS);
    expect(trials.length).toBeLessThanOrEqual(settled.length / 10);
    // One by one whenever the renderer draws dots comfortably.
    if (frameMs(renderer, DOTS, c) <= 0.8 * DETAIL_BUDGET_MS)
      expect(home).toBeLessThanOrEqual(DOTS);
  };
  const title = '%s: settles within budget, trials cheap, one by one when dots fit';
  it.each(cases.filter(([name]) => name !== KNOWN_GAP))(title, outcome);
  it.fails.each(cases.filter(([name]) => name === KNOWN_GAP))(title, outcome);
});
