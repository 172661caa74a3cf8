import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import {
  DEFAULT_MAP_OPTIONS,
  INITIAL_DETAIL,
  reduceFollow,
  reduceMapDetail,
  reduceMapOptions,
  reduceTrail,
  reduceViewport,
} from '../../../src/worker/map/state';
import { position } from '../support/fixtures';

const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 9);
const unrelated = makeEvent('window.changed', 'user', { start: 0, count: 1 }, 9);
const received = (...deviceIds: number[]) =>
  makeEvent(
    'positions.received',
    'socket',
    { positions: deviceIds.map((id) => position(id, { longitude: id, latitude: -id })) },
    2,
  );

describe('map reducers', () => {
  it('[F1] follows a device until unfollowed or signed out', () => {
    const following = reduceFollow(null, makeEvent('device.followed', 'user', { deviceId: 4 }, 1));
    expect(following).toBe(4);
    expect(reduceFollow(following, unrelated)).toBe(4);
    expect(
      reduceFollow(following, makeEvent('device.followed', 'user', { deviceId: null }, 2)),
    ).toBeNull();
    expect(reduceFollow(following, cleared)).toBeNull();
  });

  it('[F2] a trail starts empty; positions of other devices, or without a trail, change nothing', () => {
    const trail = reduceTrail(null, makeEvent('device.trailed', 'user', { deviceId: 1 }, 1));
    expect(trail).toEqual({ deviceId: 1, path: [] });
    expect(reduceTrail(trail, received(2, 3))).toBe(trail);
    expect(reduceTrail(null, received(1))).toBeNull();
    expect(reduceTrail(trail, received(1))).toEqual({ deviceId: 1, path: [1, -1] });
    expect(reduceTrail(trail, unrelated)).toBe(trail);
    expect(reduceTrail(trail, cleared)).toBeNull();
  });

  it('[O1] options are patched, and back to the defaults on sign-out', () => {
    const patched = reduceMapOptions(
      DEFAULT_MAP_OPTIONS,
      makeEvent('mapOptions.changed', 'user', { patch: { plates: true, names: false } }, 1),
    );
    expect(patched).toEqual({ ...DEFAULT_MAP_OPTIONS, plates: true, names: false });
    expect(reduceMapOptions(patched, unrelated)).toBe(patched);
    expect(reduceMapOptions(patched, cleared)).toEqual(DEFAULT_MAP_OPTIONS);
  });

  it('[W1][D4] the viewport and the detail level are what was last reported', () => {
    const view = { zoom: 12, west: -47, south: -24, east: -46, north: -23 };
    const viewport = reduceViewport(null, makeEvent('viewport.changed', 'user', view, 1));
    expect(viewport).toEqual(view);
    expect(reduceViewport(viewport, unrelated)).toBe(viewport);
    const detail = { level: 0, version: 3 };
    expect(
      reduceMapDetail(INITIAL_DETAIL, makeEvent('mapDetail.changed', 'user', detail, 1)),
    ).toEqual(detail);
    expect(reduceMapDetail(INITIAL_DETAIL, unrelated)).toBe(INITIAL_DETAIL);
  });
});
