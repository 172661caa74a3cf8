import { DEVICE_CATEGORIES } from '../../model';
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
}

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

/** Draws the 24 category glyphs and the heading pointer into one atlas image. */
export function buildDeviceAtlas(doc: Document): DeviceAtlas {
  const count = POINTER_ICON + 1;
  const canvas = doc.createElement('canvas');
  canvas.width = COLUMNS * ATLAS_CELL;
  canvas.height = Math.ceil(count / COLUMNS) * ATLAS_CELL;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable: cannot draw device icons');
  context.fillStyle = '#fff';

  const mapping: Record<string, IconFrame> = {};
  DEVICE_CATEGORIES.forEach((category, index) => {
    const frame = atlasFrame(index);
    context.save();
    context.translate(frame.x + 8, frame.y + 8);
    context.scale(2, 2);
    context.fill(new Path2D(CATEGORY_ICON_PATHS[category]));
    context.restore();
    mapping[String(index)] = frame;
  });

  const pointer = atlasFrame(POINTER_ICON);
  context.beginPath();
  context.moveTo(pointer.x + ATLAS_CELL / 2, pointer.y + 1);
  context.lineTo(pointer.x + ATLAS_CELL / 2 + 9, pointer.y + 13);
  context.lineTo(pointer.x + ATLAS_CELL / 2 - 9, pointer.y + 13);
  context.closePath();
  context.fill();
  mapping[String(POINTER_ICON)] = pointer;

  return { url: canvas.toDataURL('image/png'), mapping };
}
