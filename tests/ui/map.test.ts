import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_CATEGORIES } from '@farol/model';
import { buildBaseStyle, graticule } from '../../src/ui/map/baseStyle';
import { POINTER_ANCHOR_Y, POINTER_ICON, buildDeviceAtlas } from '../../src/ui/map/deviceAtlas';
import { createFrameMeter, medianInterval, type FrameClock } from '../../src/ui/map/frameMeter';
import type { FrameWindow } from '../../src/worker/types';
import { centerWithOffset, uncoveredOffset } from '../../src/ui/map/visibleCenter';

describe('frame meter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [[], 0],
    [[16], 16],
    [[16, 17, 900], 17],
    [[300, 16, 280, 290], 290],
  ])('median of %j is %d', (intervals, expected) => {
    expect(medianInterval(intervals)).toBe(expected);
  });

  /** Drives the meter with frames `gaps` ms apart; returns whether it then reads slow. */
  function slowAfter(gaps: number[]): boolean {
    let callback: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((callback = cb), 1));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const meter = createFrameMeter();
    let now = 1000;
    callback(now);
    for (const gap of gaps) callback((now += gap));
    meter.stop();
    return meter.slow();
  }

  it('reads slow only when most recent frames take over 100 ms', () => {
    expect(slowAfter([16, 17, 16, 16])).toBe(false);
    expect(slowAfter([250, 300, 280, 16, 260])).toBe(true);
    expect(slowAfter([250, 300, 280, 260, ...Array(9).fill(16)])).toBe(false);
    expect(slowAfter([16, 16, 16, 16, 5_000])).toBe(false);
  });

  /** A fake frame clock: `frame(gap, drew)` advances it one frame, deck drawing in it or not. */
  function fakeClock() {
    let callback: ((now: number) => void) | null = null;
    let now = 1000;
    const clock: FrameClock = {
      request: (cb) => ((callback = cb), 1),
      cancel: () => (callback = null),
    };
    return { clock, frame: (gap: number) => callback?.((now += gap)) };
  }

  function meterWith(version: { current: number | null }) {
    const clock = fakeClock();
    const windows: FrameWindow[] = [];
    const meter = createFrameMeter({
      clock: clock.clock,
      version: () => version.current,
      onWindow: (window) => windows.push(window),
    });
    clock.frame(0);
    /** `count` frames `gap` ms apart, deck drawing in each when `drew`. */
    const run = (count: number, gap: number, drew = true) => {
      for (let i = 0; i < count; i++) {
        if (drew) meter.drew();
        clock.frame(gap);
      }
    };
    return { windows, run };
  }

  it('reports windows of a second of frames while deck draws, with their mean interval and version', () => {
    const version = { current: 4 as number | null };
    const { windows, run } = meterWith(version);
    run(150, 20);
    // The version's first window (it pays for the change of level) is not reported.
    expect(windows.length).toBeGreaterThanOrEqual(1);
    expect(windows[0]).toEqual({ version: 4, frames: 50, frameMs: 20, idleMs: null });
    run(12, 250);
    expect(windows.at(-1)).toMatchObject({ version: 4, frameMs: 250 });
  });

  it('counts the frames after a draw: a software renderer pays for a draw in the frames that follow', () => {
    // Seen with data frames (M8) on SwiftShader: deck drew four times a second, the frame after
    // each draw came 17 ms later, and the next ones 60–120 ms apart while the GPU process caught
    // up. Reading the frames after a draw alone said "display pace" at 14 fps, and the policy
    // kept (or tried richer) levels that cost the page three quarters of its frames.
    const { windows, run } = meterWith({ current: 1 });
    for (let i = 0; i < 20; i++) {
      run(1, 17);
      run(3, 80, false);
    }
    const last = windows.at(-1)!;
    expect(last.frameMs).toBeGreaterThan(60);
    expect(last.frameMs).toBeLessThan(70);
  });

  it('learns nothing from a still map: frames deck did not draw are not counted', () => {
    const { windows, run } = meterWith({ current: 1 });
    run(400, 16, false);
    expect(windows).toEqual([]);
  });

  it('reports a crawling renderer: frames over a second apart, however few in 3 s', () => {
    // Seen at 10,000 labels on SwiftShader: frames 1.6–1.7 s apart, deck drawing every other one
    // (the compositor was still busy with the last). A window reached 3 s with two drawn, every
    // window was dropped, and the detail policy never learned it should shed.
    const { windows, run } = meterWith({ current: 7 });
    for (let i = 0; i < 6; i++) {
      run(1, 1_700);
      run(1, 1_700, false);
    }
    expect(windows.length).toBeGreaterThanOrEqual(1);
    expect(windows[0]).toMatchObject({ version: 7, frameMs: 1_700 });
    expect(windows[0]!.frames).toBeLessThan(3);
  });

  it('drops a window of a few fast frames: a still map redrawn now and then says nothing', () => {
    const { windows, run } = meterWith({ current: 1 });
    for (let i = 0; i < 4; i++) {
      run(1, 16);
      run(100, 16, false);
    }
    expect(windows).toEqual([]);
  });

  it('starts over when the detail version changes, and reports nothing without one', () => {
    const version = { current: null as number | null };
    const { windows, run } = meterWith(version);
    run(60, 16);
    expect(windows).toEqual([]);
    version.current = 2;
    run(140, 16);
    version.current = 3;
    run(140, 16);
    expect(windows.map((w) => w.version)).toEqual([2, 3]);
    // The window of version 3 held only its own frames; the change reset the count.
    expect(windows[1]!.frames).toBeLessThanOrEqual(140 - 62);
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
  it('works offline with the bundled layers only when no raster layer is chosen', () => {
    const style = buildBaseStyle({ tiles: null });
    expect(Object.keys(style.sources)).not.toContain('tiles');
    expect(style.layers.map((l) => l.id)).toEqual(
      expect.arrayContaining(['water', 'land', 'borders']),
    );
  });

  it('draws the chosen raster layer above the offline layer', () => {
    const style = buildBaseStyle({
      tiles: {
        tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
        tileSize: 512,
        maxzoom: 20,
        attribution: '© Example',
      },
    });
    expect(style.sources.tiles).toMatchObject({
      type: 'raster',
      tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
      tileSize: 512,
      attribution: '© Example',
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
