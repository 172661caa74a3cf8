import { describe, expect, it } from 'vitest';
import { Group } from '@farol/model';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import { listChanges } from '../../../src/worker/list/listChanges';
import { device, position } from '../support/fixtures';

const group = Group.parse({ id: 1, name: 'Frota' });
const positions = [position(4), position(6)];

describe('listChanges', () => {
  it.each<[string, DomainEvent, unknown, unknown]>([
    [
      'pushed devices, by id',
      makeEvent('devices.updated', 'socket', { devices: [device(2), device(3)] }, 1),
      [2, 3],
      [2, 3],
    ],
    [
      'pushed positions, by device, only when the query reads them',
      makeEvent('positions.received', 'socket', { positions }, 1),
      null,
      [4, 6],
    ],
    [
      'loaded positions, all, only when the query reads them',
      makeEvent('positions.loaded', 'rest', { positions }, 1),
      null,
      'all',
    ],
    [
      'a saved device, by id',
      makeEvent('entity.saved', 'user', { kind: 'device', item: device(8) }, 1),
      [8],
      [8],
    ],
    [
      'a saved group, nothing',
      makeEvent('entity.saved', 'user', { kind: 'group', item: group }, 1),
      null,
      null,
    ],
    [
      'removed devices, by id',
      makeEvent('entities.removed', 'user', { kind: 'device', ids: [5, 7] }, 1),
      [5, 7],
      [5, 7],
    ],
    [
      'removed groups, nothing',
      makeEvent('entities.removed', 'user', { kind: 'group', ids: [5] }, 1),
      null,
      null,
    ],
    [
      'a device load from the screens, all',
      makeEvent('entities.loaded', 'rest', { kind: 'device', items: [] }, 1),
      'all',
      'all',
    ],
    [
      'a group load, nothing',
      makeEvent('entities.loaded', 'rest', { kind: 'group', items: [group] }, 1),
      null,
      null,
    ],
    ['a device load, all', makeEvent('devices.loaded', 'rest', { devices: [] }, 1), 'all', 'all'],
    [
      'a restore, all',
      makeEvent(
        'snapshot.restored',
        'replay',
        { userId: 1, savedAt: 0, devices: [], positions: [] },
        1,
      ),
      'all',
      'all',
    ],
    ['sign-out, all', makeEvent('session.cleared', 'user', { reason: 'logout' }, 1), 'all', 'all'],
    [
      'a window change, nothing (the projection sees query and window itself)',
      makeEvent('window.changed', 'user', { start: 0, count: 5 }, 1),
      null,
      null,
    ],
  ])('[L9] %s', (_, event, ignoringPositions, readingPositions) => {
    expect(listChanges(event, false)).toEqual(ignoringPositions);
    expect(listChanges(event, true)).toEqual(readingPositions);
  });
});
