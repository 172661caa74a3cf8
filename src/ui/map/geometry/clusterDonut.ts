/** Status colours of a cluster's ring, as the device markers use. */
export const RING_COLORS = { online: '#2e9e5b', offline: '#d64545', unknown: '#8a94a6' } as const;

/** Disc radius on screen (px) for a cluster of `count` devices. */
export const clusterRadius = (count: number): number =>
  Math.min(34, 14 + Math.log10(Math.max(1, count)) * 7);

/** Ring shares are rounded to 5 %: at most 231 distinct icons, each drawn once. */
const STEP = 20;

const SIZE = 64;
const RADIUS = 27;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** Atlas columns: 231 icons in 16 × 15 cells of 64 px (1024 × 960). */
const COLUMNS = 16;

/** Where a ring sits in the atlas (pixels), keyed by its icon id. */
export interface DonutFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  mask: false;
}

/** Every ring as one image: the cluster layer uploads it once, not an image per new share. */
export interface DonutAtlas {
  url: string;
  mapping: Record<string, DonutFrame>;
}

/** Online and offline shares in STEP units; the rest is unknown. */
const shares = (online: number, offline: number, unknown: number): [number, number] => {
  const total = Math.max(1, online + offline + unknown);
  const on = Math.round((online / total) * STEP);
  const off = Math.min(STEP - on, Math.round((offline / total) * STEP));
  return [on, off];
};

const iconId = (on: number, off: number) => `donut-${on}-${off}`;

/** The icon id of a cluster's ring: its status shares rounded to 5 %. */
export function donutIcon(online: number, offline: number, unknown: number): string {
  return iconId(...shares(online, offline, unknown));
}

/** One ring's arcs as SVG, its cell's corner at `x`, `y`. */
function ringArcs(on: number, off: number, x: number, y: number): string {
  const parts: [number, string][] = [
    [on, RING_COLORS.online],
    [off, RING_COLORS.offline],
    [STEP - on - off, RING_COLORS.unknown],
  ];
  const cx = x + SIZE / 2;
  const cy = y + SIZE / 2;
  const circle = `<circle cx="${cx}" cy="${cy}" r="${RADIUS}" fill="none" stroke-width="9" `;
  const drawn = parts.filter(([share]) => share > 0);
  // The first share as a whole ring under the others: no seam shows where the arcs meet.
  let offset = (drawn[0]![0] / STEP) * CIRCUMFERENCE;
  const arcs = drawn.slice(1).map(([share, color]) => {
    const length = (share / STEP) * CIRCUMFERENCE;
    const arc =
      `${circle}stroke="${color}" stroke-dasharray="${length} ${CIRCUMFERENCE - length}" ` +
      `stroke-dashoffset="${-offset}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += length;
    return arc;
  });
  return `${circle}stroke="${drawn[0]![1]}"/>${arcs.join('')}`;
}

let atlas: DonutAtlas | null = null;

/**
 * Every ring (each online and offline share in 5 % steps) in one SVG image, built as text once.
 * With an image per share, each new share on screen loaded alone and re-uploaded the layer's
 * texture, a redraw each: on a software renderer, seconds of stalls after a change of level.
 */
export function donutAtlas(): DonutAtlas {
  if (atlas) return atlas;
  const mapping: Record<string, DonutFrame> = {};
  const rings: string[] = [];
  let index = 0;
  for (let on = 0; on <= STEP; on += 1) {
    for (let off = 0; off <= STEP - on; off += 1) {
      const x = (index % COLUMNS) * SIZE;
      const y = Math.floor(index / COLUMNS) * SIZE;
      mapping[iconId(on, off)] = { x, y, width: SIZE, height: SIZE, mask: false };
      rings.push(ringArcs(on, off, x, y));
      index += 1;
    }
  }
  const width = COLUMNS * SIZE;
  const height = Math.ceil(index / COLUMNS) * SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${rings.join('')}</svg>`;
  atlas = { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, mapping };
  return atlas;
}
