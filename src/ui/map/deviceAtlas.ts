import { DEVICE_CATEGORIES } from '@farol/model';
import { CATEGORY_ICON_PATHS } from '../common/categoryIcons';

/** Atlas cell size in pixels; icons are drawn as masks and tinted by the layers. */
export const ATLAS_CELL = 64;
/** The heading pointer sits after the 24 category glyphs. */
export const POINTER_ICON = DEVICE_CATEGORIES.length;

export interface IconFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  mask: boolean;
  anchorX?: number;
  anchorY?: number;
}

/** The pointer's triangle, in atlas pixels: small, so each device shades few fragments. */
const POINTER = { width: 18, height: 13 };
/** How far below the triangle's tip the device sits (atlas pixels), so it circles the disc. */
export const POINTER_ANCHOR_Y = 35;

export interface DeviceAtlas {
  url: string;
  /** Keyed by the category index ('0'…'23') and the pointer index ('24'). */
  mapping: Record<string, IconFrame>;
}

const COLUMNS = 5;

/** Where icon `index` sits in the atlas. */
export function atlasFrame(index: number): IconFrame {
  return {
    x: (index % COLUMNS) * ATLAS_CELL,
    y: Math.floor(index / COLUMNS) * ATLAS_CELL,
    width: ATLAS_CELL,
    height: ATLAS_CELL,
    mask: true,
  };
}

/**
 * The 24 category glyphs and the heading pointer as one SVG image (a data URL). Built as text,
 * so start-up does no canvas drawing or PNG encoding on the main thread.
 */
export function buildDeviceAtlas(): DeviceAtlas {
  const count = POINTER_ICON + 1;
  const width = COLUMNS * ATLAS_CELL;
  const height = Math.ceil(count / COLUMNS) * ATLAS_CELL;
  const mapping: Record<string, IconFrame> = {};
  const shapes = DEVICE_CATEGORIES.map((category, index) => {
    const frame = atlasFrame(index);
    mapping[String(index)] = frame;
    const path = CATEGORY_ICON_PATHS[category];
    return `<path transform="translate(${frame.x + 8} ${frame.y + 8}) scale(2)" d="${path}"/>`;
  });
  const cell = atlasFrame(POINTER_ICON);
  // A tight frame around the triangle, anchored below it: rotating around the anchor swings
  // the pointer around the device's disc.
  mapping[String(POINTER_ICON)] = {
    ...cell,
    ...POINTER,
    anchorX: POINTER.width / 2,
    anchorY: POINTER_ANCHOR_Y,
  };
  const { x, y } = cell;
  const half = POINTER.width / 2;
  shapes.push(
    `<path d="M${x + half} ${y}L${x + POINTER.width} ${y + POINTER.height}L${x} ${y + POINTER.height}Z"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" fill="#fff">${shapes.join('')}</svg>`;
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, mapping };
}
