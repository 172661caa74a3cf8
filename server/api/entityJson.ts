import type {
  Calendar,
  Command,
  ComputedAttribute,
  Driver,
  Geofence,
  Group,
  Maintenance,
  Notification,
} from '@farol/model';
import type {
  CalendarRecord,
  CommandRecord,
  ComputedAttributeRecord,
  DriverRecord,
  GeofenceRecord,
  GroupRecord,
  MaintenanceRecord,
  NotificationRecord,
} from '../storage';

/** Traccar's JSON of each entity, field for field in getter order (traccar-api.md §c). */

export const groupJson = (g: GroupRecord): Group => ({
  id: g.id,
  attributes: g.attributes,
  groupId: g.groupId,
  name: g.name,
});

export const geofenceJson = (g: GeofenceRecord): Geofence => ({
  id: g.id,
  attributes: g.attributes,
  calendarId: g.calendarId,
  name: g.name,
  description: g.description,
  area: g.area,
});

export const driverJson = (d: DriverRecord): Driver => ({
  id: d.id,
  attributes: d.attributes,
  name: d.name,
  uniqueId: d.uniqueId,
});

export const calendarJson = (c: CalendarRecord): Calendar => ({
  id: c.id,
  attributes: c.attributes,
  name: c.name,
  data: c.data,
});

export const maintenanceJson = (m: MaintenanceRecord): Maintenance => ({
  id: m.id,
  attributes: m.attributes,
  name: m.name,
  type: m.type,
  start: m.start,
  period: m.period,
});

export const notificationJson = (n: NotificationRecord): Notification => ({
  id: n.id,
  attributes: n.attributes,
  description: n.description,
  calendarId: n.calendarId,
  always: n.always,
  type: n.type,
  commandId: n.commandId,
  notificators: n.notificators,
});

/** A saved command; `deviceId` is not stored, so it is always 0 here. */
export const commandJson = (c: CommandRecord): Command => ({
  id: c.id,
  attributes: c.attributes,
  type: c.type,
  textChannel: c.textChannel,
  deviceId: 0,
  description: c.description,
});

export const computedAttributeJson = (a: ComputedAttributeRecord): ComputedAttribute => ({
  id: a.id,
  description: a.description,
  attribute: a.attribute,
  expression: a.expression,
  type: a.type,
  priority: a.priority,
});
