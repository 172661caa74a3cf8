import { z } from 'zod';
import {
  Calendar,
  Command,
  ComputedAttribute,
  Driver,
  Geofence,
  Group,
  Id,
  Maintenance,
  Notification,
  parseWkt,
} from '@farol/model';
import { validateCalendarData } from '../services/calendars';
import { compileExpression } from '../services/computed';

/**
 * Request bodies of the entity endpoints: the shared model schemas with what a write needs
 * (an optional id, required names, checked areas, calendars and expressions). A failed check is
 * a 400 naming the field (`area: a polygon needs at least 3 points`).
 */

const name = z.string().trim().min(1, 'name is required');
const optionalId = Id.optional();
/** A number, or a numeric string as some clients send attribute values. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'not a number'),
]);

/** Runs a checker that throws, turning its message into a zod issue on this field. */
const checked = (check: (value: string) => unknown, prefix?: RegExp) =>
  z.string().superRefine((value, issue) => {
    try {
      check(value);
    } catch (error) {
      issue.addIssue({
        code: 'custom',
        message: (error as Error).message.replace(prefix ?? '', ''),
      });
    }
  });

export const GroupInput = Group.extend({ id: optionalId, name });
export type GroupInput = z.infer<typeof GroupInput>;

const GeofenceAttributes = z.looseObject({
  speedLimit: numeric.refine((v) => Number(v) >= 0, 'must not be negative').optional(),
  polylineDistance: numeric.refine((v) => Number(v) > 0, 'must be positive').optional(),
  isAnchor: z.boolean().optional(),
  deviceId: Id.optional(),
  lockOnExit: z.boolean().optional(),
  lockOnEnter: z.boolean().optional(),
});

export const GeofenceInput = Geofence.extend({
  id: optionalId,
  name,
  area: checked(parseWkt, /^area /),
  attributes: GeofenceAttributes.default({}),
});
export type GeofenceInput = z.infer<typeof GeofenceInput>;

export const DriverInput = Driver.extend({
  id: optionalId,
  name,
  uniqueId: z.string().trim().min(1, 'uniqueId is required').max(128),
});
export type DriverInput = z.infer<typeof DriverInput>;

export const CalendarInput = Calendar.extend({
  id: optionalId,
  name,
  data: checked(validateCalendarData, /^data: /),
});
export type CalendarInput = z.infer<typeof CalendarInput>;

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
export const MaintenanceInput = Maintenance.extend({
  id: optionalId,
  name,
  type: z.string().trim().min(1, 'type is required'),
  start: finite.default(0),
  period: finite.default(0),
});
export type MaintenanceInput = z.infer<typeof MaintenanceInput>;

/** Traccar's notificator names (traccar-api.md §h). */
export const NOTIFICATORS = [
  'command',
  'web',
  'mail',
  'sms',
  'firebase',
  'traccar',
  'telegram',
  'whatsapp',
  'pushover',
] as const;
const notificators = z
  .string()
  .default('')
  .refine(
    (text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .every((item) => (NOTIFICATORS as readonly string[]).includes(item)),
    `must be a comma-separated list of ${NOTIFICATORS.join(', ')}`,
  )
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .join(','),
  );

export const NotificationInput = Notification.extend({
  id: optionalId,
  type: z.string().trim().min(1, 'type is required'),
  notificators,
});
export type NotificationInput = z.infer<typeof NotificationInput>;

export const CommandInput = Command.extend({
  id: optionalId,
  type: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'type must be a command type such as custom or engineStop'),
});
export type CommandInput = z.infer<typeof CommandInput>;

export const ComputedAttributeInput = ComputedAttribute.extend({
  id: optionalId,
  attribute: z.string().trim().min(1, 'attribute is required'),
  expression: checked(compileExpression, /^expression: /),
});
export type ComputedAttributeInput = z.infer<typeof ComputedAttributeInput>;
