/** Status colours of a cluster's ring, as the device markers use. */
export const RING_COLORS = { online: '#2e9e5b', offline: '#d64545', unknown: '#8a94a6' } as const;

/** Disc radius on screen (px) for a cluster of `count` devices. */
export const clusterRadius = (count: number): number =>
  Math.min(34, 14 + Math.log10(Math.max(1, count)) * 7);

/** Ring shares are rounded to 5 %: at most 231 distinct icons, each drawn once. */
const STEP = 20;

export interface DonutIcon {
  id: string;
  url: string;
  width: number;
  height: number;
}

const SIZE = 64;
const RADIUS = 27;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A cluster's ring as an SVG icon: one arc per status sized by its share, drawn in screen
 * space, so it hugs the disc at every zoom.
 */
export function donutIcon(online: number, offline: number, unknown: number): DonutIcon {
  const total = Math.max(1, online + offline + unknown);
  const on = Math.round((online / total) * STEP);
  const off = Math.min(STEP - on, Math.round((offline / total) * STEP));
  const parts: [number, string][] = [
    [on, RING_COLORS.online],
    [off, RING_COLORS.offline],
    [STEP - on - off, RING_COLORS.unknown],
  ];
  let offset = 0;
  const arcs = parts
    .filter(([share]) => share > 0)
    .map(([share, color]) => {
      const length = (share / STEP) * CIRCUMFERENCE;
      const arc =
        `<circle cx="32" cy="32" r="${RADIUS}" fill="none" stroke="${color}" stroke-width="9" ` +
        `stroke-dasharray="${length} ${CIRCUMFERENCE - length}" stroke-dashoffset="${-offset}" ` +
        `transform="rotate(-90 32 32)"/>`;
      offset += length;
      return arc;
    });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${arcs.join('')}</svg>`;
  return {
    id: `donut-${on}-${off}`,
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    width: SIZE,
    height: SIZE,
  };
}
