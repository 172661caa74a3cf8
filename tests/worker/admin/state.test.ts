import { describe, expect, it } from 'vitest';
import { Calendar, Geofence, Group, Notification } from '@farol/model';
import { httpError } from '../../../src/worker/transport/errors';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import {
  adminSlice,
  reduceCatalog,
  reduceCatalogStatus,
  type CatalogStatus,
} from '../../../src/worker/admin/state';

const calendar = Calendar.parse({ id: 2, name: 'Turno', data: '' });
const idleStatus = (): CatalogStatus => adminSlice.initial.catalogStatus;
const fold = (events: DomainEvent[], from: CatalogStatus = idleStatus()) =>
  events.reduce(reduceCatalogStatus, from);

describe('reduceCatalogStatus', () => {
  it('[AD1] every kind starts idle', () => {
    const idle = idleStatus();
    expect(Object.keys(idle).sort()).toEqual([
      'calendar',
      'command',
      'computed',
      'device',
      'driver',
      'geofence',
      'group',
      'maintenance',
      'notification',
    ]);
    expect(new Set(Object.values(idle).map((s) => s.state))).toEqual(new Set(['idle']));
  });

  it.each<[string, DomainEvent, string]>([
    ['devices.loaded', makeEvent('devices.loaded', 'rest', { devices: [] }, 1), 'device'],
    ['groups.loaded', makeEvent('groups.loaded', 'rest', { groups: [] }, 1), 'group'],
    ['drivers.loaded', makeEvent('drivers.loaded', 'rest', { drivers: [] }, 1), 'driver'],
    ['geofences.loaded', makeEvent('geofences.loaded', 'rest', { geofences: [] }, 1), 'geofence'],
    [
      'notifications.loaded',
      makeEvent('notifications.loaded', 'rest', { notifications: [] }, 1),
      'notification',
    ],
    [
      'snapshot.restored',
      makeEvent(
        'snapshot.restored',
        'replay',
        { userId: 1, savedAt: 0, devices: [], positions: [] },
        1,
      ),
      'device',
    ],
  ])('[AD1] a sign-in load (%s) makes its kind ready, and only it', (_, event, kind) => {
    const status = fold([event]);
    const ready = Object.entries(status).filter(([, s]) => s.state === 'ready');
    expect(ready.map(([k]) => k)).toEqual([kind]);
  });

  it('[AD2] loading, then failed with the error, then loading again clears the error', () => {
    const error = httpError(500, 'Database down');
    const failed = fold([
      makeEvent('entities.loading', 'user', { kind: 'calendar' }, 1),
      makeEvent('entities.failed', 'rest', { kind: 'calendar', error }, 2),
    ]);
    expect(failed.calendar).toEqual({ state: 'failed', error });
    const retry = reduceCatalogStatus(
      failed,
      makeEvent('entities.loading', 'user', { kind: 'calendar' }, 3),
    );
    expect(retry.calendar).toEqual({ state: 'loading', error: null });
    expect(retry.device).toBe(failed.device);
  });

  it('[AD2] a ready kind stays ready (same state) while reloading; another ready load changes nothing', () => {
    const ready = fold([makeEvent('entities.loaded', 'rest', { kind: 'calendar', items: [] }, 1)]);
    expect(ready.calendar.state).toBe('ready');
    const loading = makeEvent('entities.loading', 'user', { kind: 'calendar' }, 2);
    expect(reduceCatalogStatus(ready, loading)).toBe(ready);
    const again = makeEvent('entities.loaded', 'rest', { kind: 'calendar', items: [] }, 3);
    expect(reduceCatalogStatus(ready, again)).toBe(ready);
  });

  it('[AD1] logout makes every kind idle again; unrelated events keep the status', () => {
    const ready = fold([makeEvent('groups.loaded', 'rest', { groups: [] }, 1)]);
    const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 2);
    expect(reduceCatalogStatus(ready, cleared)).toEqual(idleStatus());
    const unrelated = makeEvent('window.changed', 'user', { start: 0, count: 1 }, 2);
    expect(reduceCatalogStatus(ready, unrelated)).toBe(ready);
  });
});

describe('reduceCatalog', () => {
  const empty = () => adminSlice.initial.catalog;
  const holding = () =>
    reduceCatalog(
      empty(),
      makeEvent('entities.loaded', 'rest', { kind: 'calendar', items: [calendar] }, 1),
    );

  it('[AD1] loads and removals of other kinds leave the catalog as it is', () => {
    const catalog = holding();
    expect([...catalog.calendar.keys()]).toEqual([2]);
    const group = Group.parse({ id: 2, name: 'Frota' });
    for (const event of [
      makeEvent('entities.loaded', 'rest', { kind: 'group', items: [group] }, 2),
      makeEvent('entities.removed', 'user', { kind: 'group', ids: [2] }, 2),
      makeEvent('entities.removed', 'user', { kind: 'calendar', ids: [99] }, 2),
    ]) {
      expect(reduceCatalog(catalog, event)).toBe(catalog);
    }
  });

  it('[AD4] a removal drops the ids it holds, whatever else it names', () => {
    const removed = reduceCatalog(
      holding(),
      makeEvent('entities.removed', 'user', { kind: 'calendar', ids: [2, 99] }, 2),
    );
    expect(removed.calendar.size).toBe(0);
  });

  it('[AD1] logout empties the catalog; an empty one stays as it is', () => {
    const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 3);
    expect(reduceCatalog(holding(), cleared).calendar.size).toBe(0);
    const none = empty();
    expect(reduceCatalog(none, cleared)).toBe(none);
  });

  it('[AD1] keeps the kinds no other slice owns; others leave it as it is', () => {
    const catalog = empty();
    const saved = reduceCatalog(
      catalog,
      makeEvent('entity.saved', 'user', { kind: 'calendar', item: calendar }, 1),
    );
    expect([...saved.calendar.values()]).toEqual([calendar]);
    expect(saved.command).toBe(catalog.command);
    const geofence = Geofence.parse({ id: 1, name: 'G', area: 'CIRCLE (1 2, 3)' });
    const notification = Notification.parse({ id: 1, type: 'alarm' });
    for (const event of [
      makeEvent('entity.saved', 'user', { kind: 'geofence', item: geofence }, 1),
      makeEvent('entity.saved', 'user', { kind: 'notification', item: notification }, 1),
    ]) {
      expect(reduceCatalog(saved, event)).toBe(saved);
    }
  });
});
