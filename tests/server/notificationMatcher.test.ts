import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../../server/pipeline/catalog/catalog';
import { LinkIndex } from '../../server/pipeline/catalog/linkIndex';
import { matchNotifications } from '../../server/notifications/matcher';
import type { EventRecord, Link, NotificationRecord } from '../../server/storage';

const notification = (
  id: number,
  fields: Partial<NotificationRecord> = {},
): NotificationRecord => ({
  id,
  description: null,
  calendarId: 0,
  always: false,
  type: 'alarm',
  commandId: 0,
  notificators: 'web',
  attributes: { alarms: 'sos,overspeed' },
  ...fields,
});

const link = (
  ownerKind: string,
  ownerId: number,
  propertyKind: string,
  propertyId: number,
): Link => ({
  ownerKind,
  ownerId,
  propertyKind,
  propertyId,
});

function snapshot(notifications: NotificationRecord[], links: Link[]): CatalogSnapshot {
  return {
    version: 1,
    groups: new Map(),
    geofences: new Map(),
    calendars: new Map(),
    computed: new Map(),
    drivers: new Map(),
    maintenances: new Map(),
    notifications: new Map(notifications.map((n) => [n.id, n])),
    links: new LinkIndex(links),
  };
}

const event = (fields: Partial<EventRecord> = {}): EventRecord => ({
  id: 1,
  type: 'alarm',
  eventTime: 1000,
  deviceId: 5,
  positionId: 0,
  geofenceId: 0,
  maintenanceId: 0,
  attributes: { alarm: 'sos' },
  ...fields,
});

/** Users 1 and 2 see the device; notification 10 is linked to the device and both users. */
const base = (fields: Partial<NotificationRecord> = {}, extra: Link[] = []) => ({
  snapshot: snapshot(
    [notification(10, fields)],
    [link('user', 1, 'notification', 10), link('user', 2, 'notification', 10), ...extra],
  ),
  deviceNotifications: [10],
  deviceUsers: [1, 2],
  inCalendar: (_calendarId: number, _time: number) => true,
});

const recipients = (input: ReturnType<typeof base>, e = event()) =>
  matchNotifications({ ...input, event: e }).map((m) => [m.notification.id, m.userIds]);

describe('notification matching (report §h)', () => {
  it('matches type and alarm list; recipients are linked to both notification and device', () => {
    expect(recipients(base())).toEqual([[10, [1, 2]]]);
    expect(recipients(base(), event({ attributes: { alarm: 'tow' } }))).toEqual([]);
    expect(recipients(base({ attributes: {} }))).toEqual([]); // no `alarms`: no alarm matches
    expect(recipients(base(), event({ type: 'ignitionOn', attributes: {} }))).toEqual([]);
    expect(recipients({ ...base(), deviceUsers: [2, 3] })).toEqual([[10, [2]]]);
  });

  it('needs a link to the device (or its groups) unless always, then through its users', () => {
    expect(recipients({ ...base(), deviceNotifications: [] })).toEqual([]);
    expect(recipients({ ...base({ always: true }), deviceNotifications: [] })).toEqual([
      [10, [1, 2]],
    ]);
    const notLinkedToUsers = {
      ...base({ always: true }),
      snapshot: snapshot([notification(10, { always: true })], []),
      deviceNotifications: [],
    };
    expect(recipients(notLinkedToUsers)).toEqual([]);
  });

  it('honours the geofenceIds filter and the calendar', () => {
    const geofenced = base({ type: 'geofenceEnter', attributes: { geofenceIds: '3,4' } });
    const enter = (geofenceId: number) =>
      event({ type: 'geofenceEnter', geofenceId, attributes: {} });
    expect(recipients(geofenced, enter(4))).toEqual([[10, [1, 2]]]);
    expect(recipients(geofenced, enter(5))).toEqual([]);
    const scheduled = {
      ...base({ calendarId: 7 }),
      inCalendar: (id: number, time: number) => id === 7 && time > 5000,
    };
    expect(recipients(scheduled)).toEqual([]);
    expect(recipients(scheduled, event({ eventTime: 6000 }))).toEqual([[10, [1, 2]]]);
  });
});
