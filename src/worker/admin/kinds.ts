/**
 * The kinds of objects the management screens edit: where each lives in Traccar's API, the
 * schema its answers are parsed with, and the key naming it in a permission link.
 */
import type { z } from 'zod';
import {
  Calendar,
  Command,
  ComputedAttribute,
  Device,
  Driver,
  Geofence,
  Group,
  Maintenance,
  Notification,
} from '@farol/model';
import type { EntityKind } from './types';

export const ENTITY_SCHEMAS = {
  device: Device,
  group: Group,
  driver: Driver,
  geofence: Geofence,
  calendar: Calendar,
  maintenance: Maintenance,
  notification: Notification,
  command: Command,
  computed: ComputedAttribute,
} as const satisfies Record<EntityKind, z.ZodType>;

/** Each kind's collection path under `/api` (traccar-api.md §c). */
export const ENTITY_PATHS: Record<EntityKind, string> = {
  device: '/devices',
  group: '/groups',
  driver: '/drivers',
  geofence: '/geofences',
  calendar: '/calendars',
  maintenance: '/maintenance',
  notification: '/notifications',
  command: '/commands',
  computed: '/attributes/computed',
};

/** The key of each kind in a permission body (traccar-api.md §d); `user` owns links too. */
export const LINK_KEYS: Record<EntityKind | 'user', string> = {
  user: 'userId',
  device: 'deviceId',
  group: 'groupId',
  driver: 'driverId',
  geofence: 'geofenceId',
  calendar: 'calendarId',
  maintenance: 'maintenanceId',
  notification: 'notificationId',
  command: 'commandId',
  computed: 'attributeId',
};

/** Every kind, in the order the menus list them. */
export const ENTITY_KINDS = Object.keys(ENTITY_PATHS) as EntityKind[];
