import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENSUS_SLICE } from '../../../src/worker/map/detail/census';
import { DETAIL_LEVELS } from '../../../src/worker/map/detail/levels';
import { testCore } from '../support/core';
import { device, position } from '../support/fixtures';
import { CITY_VIEW, options, signedIn } from '../support/smallFleet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** 2,000 devices packed in a few blocks of São Paulo, the first of them alarming. */
async function denseFleet() {
  const devices = Array.from({ length: 2_000 }, (_, i) => device(i + 1, { name: `V${i + 1}` }));
  const positions = devices.map((d) =>
    position(d.id, {
      latitude: -23.55 + (d.id % 40) / 4000,
      longitude: -46.63 + Math.floor(d.id / 40) / 4000,
      attributes: d.id === 7 ? { alarm: 'sos' } : {},
    }),
  );
  const t = testCore({ ...options, devices, positions });
  await t.core.restoreSession();
  await t.core.settled();
  return t;
}

const VIEW = { zoom: 12, west: -46.75, south: -23.65, east: -46.5, north: -23.45 };

/** A GPU: the dense view is drawn one by one from the first census (SwiftShader's prior waits). */
async function oneByOne(t: Awaited<ReturnType<typeof denseFleet>>) {
  await t.core.setRenderer({ renderer: 'ANGLE (NVIDIA GeForce RTX 3060 Direct3D11)' });
}

describe('[D1] levels', () => {
  it('before any view is counted: the poorest level, and a frame of the pinned devices only', async () => {
    const t = testCore(options);
    await t.core.restoreSession();
    await t.core.settled();
    const details = await t.record('mapDetail');
    const frames = await t.record('map');
    t.frames.tick();
    expect(details.at(-1)).toMatchObject({ level: DETAIL_LEVELS.length - 1, kind: 'clusters' });
    expect(frames.at(-1)!.length).toBe(0);
  });
});

describe('[D2] census', () => {
  it('counts the view: the level, the devices on the map and their extent', async () => {
    const t = await signedIn();
    const details = await t.record('mapDetail');
    expect(details.at(-1)).toMatchObject({ kind: 'labels', cellPx: 0, mapped: 3 });
    const [west, south, east, north] = details.at(-1)!.bounds!;
    expect([west, south, east, north]).toEqual([-46.603, -23.499, -46.601, -23.497]);
    const frames = await t.record('map');
    expect(frames.at(-1)!.length).toBe(3);
  });
});

describe('[D4] a slow renderer', () => {
  it('sheds detail to clusters, which leave the pinned devices out', async () => {
    const t = await denseFleet();
    const details = await t.record('mapDetail');
    const clusters = await t.record('clusters');
    const frames = await t.record('map');
    await oneByOne(t);
    await t.core.setViewport(VIEW);
    vi.advanceTimersByTime(1);
    expect(details.at(-1)!.kind).not.toBe('clusters');
    // The renderer takes half a second a frame for what it drew: detail goes at once.
    await t.core.reportFrames({ version: details.at(-1)!.version, frames: 4, frameMs: 500 });
    vi.advanceTimersByTime(1);
    const shed = details.at(-1)!;
    expect(shed.kind).toBe('clusters');
    const frame = clusters.at(-1)!;
    expect(frame.cellPx).toBe(shed.cellPx);
    expect(Array.from(frame.counts).reduce((a, b) => a + b, 0)).toBe(1_999);
    t.frames.tick();
    expect(Array.from(frames.at(-1)!.ids)).toEqual([7]);
  });

  it('ignores windows of another version and windows of too few frames, unless they crawl', async () => {
    const t = await denseFleet();
    const details = await t.record('mapDetail');
    await oneByOne(t);
    await t.core.setViewport(VIEW);
    vi.advanceTimersByTime(1);
    const { version, level } = details.at(-1)!;
    await t.core.reportFrames({ version: version + 1, frames: 10, frameMs: 900 });
    await t.core.reportFrames({ version, frames: 2, frameMs: 900 });
    expect(details.at(-1)!.level).toBe(level);
    // Unless its frames crawl: two frames 1.6 s apart are a renderer far over budget.
    await t.core.reportFrames({ version, frames: 2, frameMs: 1_600 });
    vi.advanceTimersByTime(1);
    expect(details.at(-1)!.level).toBeGreaterThan(level);
    await expect(t.core.reportFrames({ version, frames: 5, frameMs: -1 })).rejects.toMatchObject({
      code: 'INVALID_FRAMES',
    });
  });
});

describe('[D6] pinned devices among clusters', () => {
  it('the selected device joins the frame and leaves the clusters; only pinned ones are hit', async () => {
    const t = await denseFleet();
    const details = await t.record('mapDetail');
    const clusters = await t.record('clusters');
    const frames = await t.record('map');
    await t.core.setViewport(VIEW);
    vi.advanceTimersByTime(1);
    await t.core.reportFrames({ version: details.at(-1)!.version, frames: 4, frameMs: 500 });
    vi.advanceTimersByTime(1);
    await t.core.selectDevice({ deviceId: 1_500 });
    vi.advanceTimersByTime(600);
    t.frames.tick();
    expect(Array.from(frames.at(-1)!.ids).sort((a, b) => a - b)).toEqual([7, 1_500]);
    expect(Array.from(clusters.at(-1)!.counts).reduce((a, b) => a + b, 0)).toBe(1_998);
    // [H1] A click on a clustered device hits nothing; on the pinned one, it.
    const pinned = frames.at(-1)!;
    const slot = Array.from(pinned.ids).indexOf(1_500);
    const [longitude, latitude] = [pinned.positions[slot * 2]!, pinned.positions[slot * 2 + 1]!];
    expect(await t.core.deviceAt({ longitude, latitude, zoom: 17 })).toBe(1_500);
    expect(await t.core.deviceAt({ longitude: longitude + 0.0005, latitude, zoom: 17 })).toBeNull();
  });
});

describe('[D3] renderer', () => {
  it('starts a hardware renderer from its faster prior: a dense view drawn one by one', async () => {
    const t = await denseFleet();
    const details = await t.record('mapDetail');
    const wide = { ...CITY_VIEW, zoom: 9 };
    await t.core.setViewport(wide);
    vi.advanceTimersByTime(1);
    const software = details.at(-1)!.kind;
    // 2,000 dots: 25 ms on SwiftShader's prior, so the map waits for a window on the poorest
    // level (D4); 2,000 markers: 1.25 ms on a GPU's, one by one at once.
    expect(software).toBe('clusters');
    await t.core.setRenderer({ renderer: 'ANGLE (NVIDIA GeForce RTX 3060 Direct3D11)' });
    vi.advanceTimersByTime(1);
    expect(details.at(-1)!.kind).toBe('labels');
  });
});

describe('[I1] requests first', () => {
  it('answers a request before the view is counted, and counts it on the next task', async () => {
    const t = await denseFleet();
    const details = await t.record('mapDetail');
    const selected = await t.record('selected');
    const lists = await t.record('list');
    const counted = details.length;
    await t.core.setViewport(VIEW);
    await t.core.selectDevice({ deviceId: 12 });
    await t.core.setListQuery({ search: 'V12' });
    expect(selected.at(-1)?.device.id).toBe(12);
    expect(lists.at(-1)!.query.search).toBe('V12');
    expect(details).toHaveLength(counted);
    vi.advanceTimersByTime(1);
    expect(details.length).toBeGreaterThan(counted);
    // Counted once, after the last change of the task: the search's 111 devices (V12, V120…).
    expect(details.at(-1)!.mapped).toBe(111);
  });
});

describe('[I2] a census in slices', () => {
  it('counts a fleet of more than a slice over several tasks, answering requests between them', async () => {
    const count = CENSUS_SLICE * 2 + 100;
    const devices = Array.from({ length: count }, (_, i) => device(i + 1, { name: `V${i + 1}` }));
    const positions = devices.map((d) =>
      position(d.id, {
        latitude: -23.55 + (d.id % 100) / 1000,
        longitude: -46.63 + Math.floor(d.id / 100) / 10_000,
      }),
    );
    const t = testCore({ ...options, devices, positions });
    await t.core.restoreSession();
    await t.core.settled();
    const details = await t.record('mapDetail');
    const selected = await t.record('selected');
    const counted = details.length;
    await t.core.setViewport(VIEW);
    vi.advanceTimersToNextTimer();
    // One slice walked: nothing counted yet, and a request is answered at once.
    expect(details).toHaveLength(counted);
    await t.core.selectDevice({ deviceId: 12 });
    expect(selected.at(-1)?.device.id).toBe(12);
    expect(details).toHaveLength(counted);
    // The other slices, a task each (fake timers run a task scheduled by a task 1 ms later).
    vi.advanceTimersByTime(3);
    expect(details.at(-1)!.mapped).toBe(count);
  }, 20_000);
});
