import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '../../src/model';
import { buildBaseStyle, graticule } from '../../src/ui/map/baseStyle';
import { POINTER_ANCHOR_Y, POINTER_ICON, buildDeviceAtlas } from '../../src/ui/map/deviceAtlas';
import { isCompact } from '../../src/ui/map/layers/buildDevicesLayer';

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
