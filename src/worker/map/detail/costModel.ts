/**
 * How long a frame takes for what it draws (SPEC.md D3): frame ms ≈ overhead + ms per unit ×
 * units, learned from the windows of frame times the map measures. A window at the display's
 * pace (saturated) only says the frame took at most that long; a slower one says how long.
 */

/** The display's frame interval: frames cannot come faster than this. */
export const DISPLAY_FRAME_MS = 1000 / 60;
/** Windows at most this slow ran at the display's pace: their cost is a bound, not a value. */
export const SATURATED_MS = DISPLAY_FRAME_MS * 1.15;
/**
 * Milliseconds per unit before anything was measured: SwiftShader on two slow cores (2 GHz EPYC)
 * under load, where 1,000 dots take ~23 ms and 10,000 seconds. At 0.0025 (two idle Xeon cores)
 * the map took dots for 2,000–10,000 devices at startup and drew them at 0–2 fps.
 */
export const PRIOR_MS_PER_UNIT = 0.0125;
/** The same for a hardware renderer (a GPU): 100 times faster, so it starts one by one. */
export const HARDWARE_MS_PER_UNIT = PRIOR_MS_PER_UNIT / 100;
/** Renderer names of software rasterisers (WebGL's unmasked renderer string). */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

/** The model to start from for a renderer, by name (unknown names count as software). */
export function priorFor(renderer: string | null): CostModel {
  const hardware = renderer !== null && renderer !== '' && !SOFTWARE.test(renderer);
  return hardware ? { ...PRIOR_MODEL, msPerUnit: HARDWARE_MS_PER_UNIT } : PRIOR_MODEL;
}
/** Windows kept for the fit (each kind). */
const KEPT = 8;
/** Unit counts this far apart let the fit tell the overhead from the cost per unit. */
const SPREAD = 1.5;
const MIN_MS_PER_UNIT = 1e-6;
/**
 * Twenty times SwiftShader's unloaded cost: no renderer the map was seen on is slower. Past it a
 * slow frame is the page's or the machine's, not the few devices drawn: without the cap, noise
 * over a dozen devices would read as a cost per unit that sheds them to dots.
 */
export const MAX_MS_PER_UNIT = 0.05;

/**
 * One measured window: what was drawn (units), the median interval of the frames the map drew,
 * and of those it did not draw (the page's own cost, when there were enough of them).
 */
export interface Sample {
  units: number;
  frameMs: number;
  idleMs?: number | null;
}

export interface CostModel {
  /** Recent windows slower than the display's pace. */
  slow: readonly Sample[];
  /** Recent windows at the display's pace. */
  saturated: readonly Sample[];
  /** Frame time that does not depend on what the map draws (base map, page, other load). */
  overheadMs: number;
  msPerUnit: number;
}

export const PRIOR_MODEL: CostModel = {
  slow: [],
  saturated: [],
  overheadMs: 0,
  msPerUnit: PRIOR_MS_PER_UNIT,
};

/** Predicted frame time for drawing `units`. */
export const predictMs = (model: CostModel, units: number): number =>
  model.overheadMs + model.msPerUnit * units;

const keep = (samples: readonly Sample[], sample: Sample) => [...samples, sample].slice(-KEPT);

/**
 * The model after one more window. The overhead is what frames cost when the map drew nothing
 * (the window's idle frames), else it comes from the fit. Slow windows give the cost per unit:
 * above their measured overhead; without one, by least squares when their unit counts differ
 * enough to separate overhead from cost, else their mean over the overhead kept. Saturated
 * windows cap both: nothing costs more than a frame seen to fit in the display's pace.
 */
export function learn(model: CostModel, input: Sample): CostModel {
  const sample: Sample = {
    units: Math.max(1, input.units),
    frameMs: input.frameMs,
    idleMs: input.idleMs == null ? null : Math.min(input.idleMs, input.frameMs),
  };
  const saturated = sample.frameMs <= SATURATED_MS;
  const next = {
    slow: saturated ? model.slow : keep(model.slow, sample),
    saturated: saturated ? keep(model.saturated, sample) : model.saturated,
  };
  const overhead = sample.idleMs ?? model.overheadMs;
  let { overheadMs, msPerUnit } = saturated
    ? { overheadMs: overhead, msPerUnit: model.msPerUnit }
    : fit(next.slow, overhead, sample.idleMs != null, model.msPerUnit);
  // A frame at the display's pace bounds what drew it: overhead + cost of its units ≤ its time.
  for (const bound of next.saturated) {
    msPerUnit = Math.min(msPerUnit, bound.frameMs / bound.units);
    overheadMs = Math.max(0, Math.min(overheadMs, bound.frameMs - msPerUnit * bound.units));
  }
  msPerUnit = Math.min(MAX_MS_PER_UNIT, Math.max(MIN_MS_PER_UNIT, msPerUnit));
  return { ...next, overheadMs, msPerUnit };
}

/**
 * Overhead and cost per unit from slow windows (`measured`: the overhead was just measured).
 * Windows that show no cost per unit — frames slower with less drawn, or no slower than the
 * page's own — leave it as it was (`previous`): their frames were slow for other reasons, and
 * reading them as "drawing is free" would send the map to its richest level.
 */
function fit(
  samples: readonly Sample[],
  overheadMs: number,
  measured: boolean,
  previous: number,
): Pick<CostModel, 'overheadMs' | 'msPerUnit'> {
  const units = samples.map((s) => s.units);
  const spread = Math.max(...units) / Math.min(...units);
  if (!measured && samples.length >= 2 && spread >= SPREAD) {
    const meanU = units.reduce((a, b) => a + b, 0) / samples.length;
    const meanT = samples.reduce((a, s) => a + s.frameMs, 0) / samples.length;
    let cov = 0;
    let varU = 0;
    for (const s of samples) {
      cov += (s.units - meanU) * (s.frameMs - meanT);
      varU += (s.units - meanU) ** 2;
    }
    const slope = cov / varU;
    const minT = Math.min(...samples.map((s) => s.frameMs));
    if (slope <= 0) return { overheadMs: minT, msPerUnit: previous };
    const overhead = Math.min(minT, Math.max(0, meanT - slope * meanU));
    return { overheadMs: overhead, msPerUnit: slope };
  }
  const above = (s: Sample) => (s.frameMs - (s.idleMs ?? overheadMs)) / s.units;
  const showing = samples.filter((s) => above(s) > 0);
  if (showing.length === 0) return { overheadMs, msPerUnit: previous };
  return {
    overheadMs,
    msPerUnit: showing.reduce((sum, s) => sum + above(s), 0) / showing.length,
  };
}
