/**
 * The map's detail levels (SPEC.md D1), richest first, and what each draws. The policy
 * (`chooseDetail.ts`) picks one from measured frame times; nothing else decides what is drawn.
 */

/** How devices are drawn at a level. */
export type DetailKind = 'labels' | 'markers' | 'dots' | 'clusters';

export interface DetailLevel {
  kind: DetailKind;
  /** Cluster cell on screen (px); 0 for the levels that draw devices one by one. */
  cellPx: number;
}

/** Side of the census grid's cells (px); every cluster cell is a whole multiple of it. */
export const FINE_CELL_PX = 8;

/** Richest first: the policy sheds detail by moving down this list. */
export const DETAIL_LEVELS: readonly DetailLevel[] = [
  { kind: 'labels', cellPx: 0 },
  { kind: 'markers', cellPx: 0 },
  { kind: 'dots', cellPx: 0 },
  { kind: 'clusters', cellPx: 40 },
  { kind: 'clusters', cellPx: 56 },
  { kind: 'clusters', cellPx: 80 },
  { kind: 'clusters', cellPx: 112 },
  { kind: 'clusters', cellPx: 160 },
];

/** The index of the first cluster level. */
export const FIRST_CLUSTER_LEVEL = DETAIL_LEVELS.findIndex((level) => level.kind === 'clusters');

/** Below this zoom (countries, continents) a device is a dot at most: markers would only overlap. */
export const MARKERS_FROM_ZOOM = 8;

/**
 * What one drawn item costs the renderer, in units of one status dot in view. Measured on this
 * project's weakest renderer (SwiftShader, bench/map-render-lod); the policy learns how many
 * milliseconds a unit takes on the renderer at hand, not these ratios.
 */
export const DETAIL_UNITS = {
  dot: 1,
  /** Disc, heading pointer and glyph. */
  marker: 5,
  label: 6,
  /** Disc, status ring and count. */
  cluster: 10,
  /** A device in the frame but off screen: its vertices are shaded, no pixels. */
  offscreenDot: 0.1,
  offscreenMarker: 0.3,
} as const;

/** Whether a level draws every device one by one (not clusters). */
export const isIndividual = (level: number): boolean => level < FIRST_CLUSTER_LEVEL;
