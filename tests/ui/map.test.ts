import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '../../src/model';
import { buildBaseStyle, graticule } from '../../src/ui/map/baseStyle';
import { POINTER_ANCHOR_Y, POINTER_ICON, buildDeviceAtlas } from '../../src/ui/map/deviceAtlas';
import { isCompact } from '../../src/ui/map/layers/buildDevicesLayer';
import { centerWithOffset, uncoveredOffset } from '../../src/ui/map/visibleCenter';

describe('isCompact', () => {
  it.each([
    [5, 10, true],
    [9, 10, false],
    [11, 1_000, false],
    [11, 1_001, true],
    [12, 100_000, false],
  ])('zoom %d with %d devices → %s', (zoom, count, expected) => {
    expect(isCompact(zoom, count)).toBe(expected);
  });
});

describe('buildDeviceAtlas', () => {
  const atlas = buildDeviceAtlas();

  it('maps the 24 categories and the pointer, without overlapping cells', () => {
    expect(Object.keys(atlas.mapping)).toHaveLength(DEVICE_CATEGORIES.length + 1);
    const cells = new Set(Object.values(atlas.mapping).map((f) => `${f.x},${f.y}`));
    expect(cells.size).toBe(DEVICE_CATEGORIES.length + 1);
    expect(Object.values(atlas.mapping).every((frame) => frame.mask)).toBe(true);
  });

  it('anchors the pointer below its triangle, so it swings around the device', () => {
    const pointer = atlas.mapping[String(POINTER_ICON)]!;
    expect(pointer.anchorY).toBe(POINTER_ANCHOR_Y);
    expect(pointer.anchorY!).toBeGreaterThan(pointer.height);
    expect(pointer.anchorX).toBe(pointer.width / 2);
  });

  it('is one SVG image with a path per icon', () => {
    expect(atlas.url.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(atlas.url.split(',')[1]!);
    expect(svg.match(/<path /g)).toHaveLength(DEVICE_CATEGORIES.length + 1);
  });
});

describe('buildBaseStyle', () => {
  it('works offline with the bundled layers only when no tile URL is set', () => {
    const style = buildBaseStyle({ mapUrl: null });
    expect(Object.keys(style.sources)).not.toContain('tiles');
    expect(style.layers.map((l) => l.id)).toEqual(
      expect.arrayContaining(['water', 'land', 'borders']),
    );
  });

  it('draws configured raster tiles above the offline layer', () => {
    const style = buildBaseStyle({ mapUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(style.sources.tiles).toMatchObject({
      type: 'raster',
      tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
    });
    expect(style.layers.at(-1)?.id).toBe('tiles');
  });

  it('graticule: one line per step in each direction', () => {
    const grid = graticule(10, [-20, -10, 20, 10]);
    expect(grid.features).toHaveLength(5 + 3);
  });
});

describe('uncoveredOffset', () => {
  const map = { left: 0, top: 0, right: 1000, bottom: 800 };
  it.each([
    ['no panel', [], { x: 0, y: 0 }],
    [
      'a side panel on the left',
      [{ left: 12, top: 12, right: 412, bottom: 788 }],
      { x: 206, y: 0 },
    ],
    ['a bottom panel', [{ left: 8, top: 400, right: 992, bottom: 792 }], { x: 0, y: -200 }],
    [
      'an expanded panel (covers all)',
      [{ left: 12, top: 12, right: 988, bottom: 788 }],
      { x: 0, y: 0 },
    ],
  ])('%s', (_name, covers, expected) => {
    expect(uncoveredOffset(map, covers)).toEqual(expected);
  });
});

describe('centerWithOffset', () => {
  it('moves the camera so the target shows at the offset point', () => {
    const size = { width: 1000, height: 800 };
    const target = { longitude: -46.63, latitude: -23.55, zoom: 15 };
    const center = centerWithOffset(target, size, { x: 200, y: 0 });
    expect(center.longitude).toBeLessThan(target.longitude);
    expect(center.latitude).toBeCloseTo(target.latitude, 6);
    expect(centerWithOffset(target, size, { x: 0, y: 0 })).toBe(target);
  });
});
