import { describe, expect, it } from 'vitest';
import { Group } from '@farol/model';
import { addToasts } from '../../../src/worker/alerts/addToast';
import { reduceNotifications, reduceToasts } from '../../../src/worker/alerts/state';
import { EMPTY_TOASTS } from '../../../src/worker/alerts/toast';
import { makeEvent } from '../../../src/worker/events';
import { notification, trackingEvent } from '../support/alertFixtures';

const red = notification(5, 'ignitionOn', { 'tarkan.color': 'red' });
const sos = notification(6, 'alarm', { alarms: 'sos' });
const group = Group.parse({ id: 5, name: 'Frota' });
const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);

describe('the notifications an admin screen changes', () => {
  it('[AD1][N8] a saved notification replaces the one of its id, others stay', () => {
    const blue = notification(5, 'ignitionOn', { 'tarkan.color': 'blue' });
    const saved = reduceNotifications(
      [red, sos],
      makeEvent('entity.saved', 'user', { kind: 'notification', item: blue }, 1),
    );
    expect(saved).toEqual([sos, blue]);
    const added = reduceNotifications(
      [red],
      makeEvent('entity.saved', 'user', { kind: 'notification', item: sos }, 1),
    );
    expect(added).toEqual([red, sos]);
  });

  it('[AD1][N8] removed notifications go; unknown ids and other kinds keep the list', () => {
    const list = [red, sos];
    const removed = (kind: 'notification' | 'group', ids: number[]) =>
      reduceNotifications(list, makeEvent('entities.removed', 'user', { kind, ids }, 1));
    expect(removed('notification', [5, 99])).toEqual([sos]);
    expect(removed('notification', [99])).toBe(list);
    expect(removed('group', [5])).toBe(list);
  });

  it('[AD1][N8] a load of the notification kind replaces the list, of another kind keeps it', () => {
    const list = [red];
    const loaded = makeEvent('entities.loaded', 'user', { kind: 'notification', items: [sos] }, 1);
    expect(reduceNotifications(list, loaded)).toEqual([sos]);
    const groups = makeEvent('entities.loaded', 'user', { kind: 'group', items: [group] }, 1);
    expect(reduceNotifications(list, groups)).toBe(list);
    const savedGroup = makeEvent('entity.saved', 'user', { kind: 'group', item: group }, 1);
    expect(reduceNotifications(list, savedGroup)).toBe(list);
  });

  it('[N8] logout empties the list', () => {
    expect(reduceNotifications([red, sos], cleared)).toEqual([]);
    const none: never[] = [];
    expect(reduceNotifications(none, cleared)).toBe(none);
  });
});

describe('the toasts reducer', () => {
  const before = { notifications: [red] };
  const twoToasts = addToasts(EMPTY_TOASTS, {
    events: [trackingEvent(41, { deviceId: 1 }), trackingEvent(42, { deviceId: 2 })],
    notifications: [red],
    at: 1000,
  });

  it('[N4] dismissing removes that toast only; an unknown id changes nothing', () => {
    const dismiss = (id: number) =>
      reduceToasts(twoToasts, makeEvent('alert.dismissed', 'user', { id }, 2000), before);
    expect(dismiss(1).items.map((item) => item.event.id)).toEqual([42]);
    expect(dismiss(3)).toBe(twoToasts);
  });

  it('[N8] logout clears the toasts; with none it changes nothing', () => {
    expect(reduceToasts(twoToasts, cleared, before).items).toEqual([]);
    expect(reduceToasts(EMPTY_TOASTS, cleared, before)).toBe(EMPTY_TOASTS);
  });

  it('[N1] pushed events are styled with the notifications held before the event', () => {
    const pushed = makeEvent('events.received', 'socket', { events: [trackingEvent(43)] }, 3000);
    const toasts = reduceToasts(EMPTY_TOASTS, pushed, before);
    expect(toasts.items[0]).toMatchObject({ notificationId: 5, receivedAt: 3000 });
  });
});
