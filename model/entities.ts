import { z } from 'zod';
import { Attributes, Id, Int } from './common';

/** Group: `groupId` is the parent (traccar-api.md §c). */
export const Group = z.object({
  id: Id,
  attributes: Attributes.default({}),
  groupId: Id.default(0),
  name: z.string(),
});
export type Group = z.infer<typeof Group>;

/** Geofence: `area` is Traccar's latitude-first WKT (see wkt.ts). */
export const Geofence = z.object({
  id: Id,
  attributes: Attributes.default({}),
  calendarId: Id.default(0),
  name: z.string(),
  description: z.string().nullable().default(null),
  area: z.string(),
});
export type Geofence = z.infer<typeof Geofence>;

export const Driver = z.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z.string(),
  uniqueId: z.string(),
});
export type Driver = z.infer<typeof Driver>;

/** Calendar: `data` is a base64 iCalendar file. */
export const Calendar = z.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z.string(),
  data: z.string(),
});
export type Calendar = z.infer<typeof Calendar>;

/** Maintenance: `type` is a position attribute (totalDistance, hours…); start/period in its unit. */
export const Maintenance = z.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z.string(),
  type: z.string(),
  start: z.number().default(0),
  period: z.number().default(0),
});
export type Maintenance = z.infer<typeof Maintenance>;

/** Notification: `notificators` is comma-separated ("web,mail"). */
export const Notification = z.object({
  id: Id,
  attributes: Attributes.default({}),
  description: z.string().nullable().default(null),
  calendarId: Id.default(0),
  always: z.boolean().default(false),
  type: z.string(),
  commandId: Id.default(0),
  notificators: z.string().default(''),
});
export type Notification = z.infer<typeof Notification>;

/** Saved command; `deviceId` is only used by /commands/send. */
export const Command = z.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id.default(0),
  type: z.string(),
  textChannel: z.boolean().default(false),
  description: z.string().nullable().default(null),
});
export type Command = z.infer<typeof Command>;

export const QueuedCommand = z.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  type: z.string(),
  textChannel: z.boolean().default(false),
});
export type QueuedCommand = z.infer<typeof QueuedCommand>;

/** Computed attribute: extends BaseModel, so it has no attributes map. */
export const ComputedAttribute = z.object({
  id: Id,
  description: z.string().default(''),
  attribute: z.string(),
  expression: z.string(),
  type: z.enum(['string', 'number', 'boolean']),
  priority: Int.default(0),
});
export type ComputedAttribute = z.infer<typeof ComputedAttribute>;

/** `{"type": …}` items of the `…/types` endpoints. */
export const Typed = z.object({ type: z.string() });
export type Typed = z.infer<typeof Typed>;
