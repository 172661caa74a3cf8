import { describe, expect, it } from 'vitest';
import { Geofence, Group } from '@farol/model';
import { makeEvent } from '../../../src/worker/events';
import { position } from '../support/fixtures';
import { toGeofenceView } from '../../../src/worker/geofences/geofenceView';
import { EMPTY_GEOFENCES, reduceGeofences } from '../../../src/worker/geofences/state';

const geofence = (id: number, attributes: Record<string, unknown> = {}) =>
  Geofence.parse({ id, name: `G${id}`, area: 'CIRCLE (-23.5 -46.6, 150)', attributes });
const anchor = (id: number, deviceId: number) => geofence(id, { isAnchor: true, deviceId });
const group = Group.parse({ id: 5, name: 'Frota' });

const loaded = reduceGeofences(
  EMPTY_GEOFENCES,
  makeEvent('geofences.loaded', 'rest', { geofences: [anchor(5, 7), geofence(6)] }, 1),
);

describe('reduceGeofences', () => {
  it('[G2] a saved anchor replaces the geofence of its id and moves the anchor', () => {
    const moved = reduceGeofences(
      loaded,
      makeEvent('geofence.saved', 'rest', { geofence: anchor(5, 8) }, 2),
    );
    expect([...moved.byId.keys()].sort()).toEqual([5, 6]);
    expect([...moved.anchorOf]).toEqual([[8, 5]]);
    const plain = reduceGeofences(
      loaded,
      makeEvent('geofence.saved', 'rest', { geofence: geofence(5) }, 3),
    );
    expect(plain.anchorOf.size).toBe(0);
  });

  it('[G2] removing an unknown geofence keeps the state', () => {
    const gone = makeEvent('geofence.removed', 'rest', { geofenceId: 99 }, 2);
    expect(reduceGeofences(loaded, gone)).toBe(loaded);
  });

  it('[AD1] the geofence screens load, save and remove through the same state', () => {
    const items = makeEvent(
      'entities.loaded',
      'rest',
      { kind: 'geofence', items: [anchor(9, 3)] },
      2,
    );
    const reloaded = reduceGeofences(loaded, items);
    expect([...reloaded.byId.keys()]).toEqual([9]);
    expect(reloaded.anchorOf.get(3)).toBe(9);

    const renamed = { ...geofence(6), name: 'Depósito' };
    const saved = reduceGeofences(
      loaded,
      makeEvent('entity.saved', 'user', { kind: 'geofence', item: renamed }, 2),
    );
    expect(saved.byId.get(6)?.name).toBe('Depósito');
    expect(saved.byId.size).toBe(2);
    const unanchored = reduceGeofences(
      loaded,
      makeEvent('entity.saved', 'user', { kind: 'geofence', item: geofence(5) }, 2),
    );
    expect(unanchored.anchorOf.size).toBe(0);

    const removed = reduceGeofences(
      loaded,
      makeEvent('entities.removed', 'user', { kind: 'geofence', ids: [5, 42] }, 2),
    );
    expect([...removed.byId.keys()]).toEqual([6]);
    expect(removed.anchorOf.size).toBe(0);
    const unknown = makeEvent('entities.removed', 'user', { kind: 'geofence', ids: [42] }, 2);
    expect(reduceGeofences(loaded, unknown)).toBe(loaded);
  });

  it('[AD1] events of other kinds leave the geofences as they are', () => {
    const events = [
      makeEvent('entities.loaded', 'rest', { kind: 'group', items: [group] }, 2),
      makeEvent('entity.saved', 'user', { kind: 'group', item: group }, 2),
      makeEvent('entities.removed', 'user', { kind: 'group', ids: [5, 6] }, 2),
      makeEvent('window.changed', 'user', { start: 0, count: 10 }, 2),
    ];
    for (const event of events) expect(reduceGeofences(loaded, event)).toBe(loaded);
  });

  it('[G3] a device the loaded positions place in its anchor drops it when a position leaves it', () => {
    const placed = reduceGeofences(
      loaded,
      makeEvent('positions.loaded', 'rest', { positions: [position(7, { geofenceIds: [5] })] }, 2),
    );
    const left = reduceGeofences(
      placed,
      makeEvent('positions.received', 'socket', { positions: [position(7, { id: 71 })] }, 3),
    );
    expect([...left.byId.keys()]).toEqual([6]);
    expect(left.anchorOf.size).toBe(0);
  });

  it('[G1] logout with no geofences keeps the empty state', () => {
    const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 2);
    expect(reduceGeofences(EMPTY_GEOFENCES, cleared)).toBe(EMPTY_GEOFENCES);
  });
});

describe('toGeofenceView', () => {
  it.each<[string, Record<string, unknown>, number | null]>([
    ['isAnchor as the text true', { isAnchor: 'true', deviceId: '7' }, 7],
    ['an anchor without a device', { isAnchor: true }, null],
    ['an anchor of device 0', { isAnchor: true, deviceId: 0 }, null],
    ['a deviceId without isAnchor', { deviceId: 7 }, null],
    ['isAnchor false', { isAnchor: false, deviceId: 7 }, null],
  ])('[G1] %s → anchor of %s', (_, attributes, expected) => {
    expect(toGeofenceView(geofence(1, attributes)).anchorDeviceId).toBe(expected);
  });
});
